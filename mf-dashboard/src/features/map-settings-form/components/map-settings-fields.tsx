import { useToast } from '@groupmap/app-kit';
import { PERMALINK_MAX_LENGTH, TEXT_LIMITS, domainMessages, toasts, type PlanId } from '@groupmap/contracts';
import { Button, Form, Input } from 'antd';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useSaveMapSettings } from '../hooks/use-save-map-settings';
import {
  EMPTY_MAP_SETTINGS,
  allowancesFor,
  validateMapSettings,
  valuesFromMap,
  type MapDetails,
  type MapSettingsValues,
} from '../model/map-settings-values';
import { changePermalinkInput } from '../model/permalink-input';
import { CustomFieldsEditor } from './custom-fields-editor';
import { FIELD_LABELS } from './field-labels';
import { LockedOverlay } from './locked-overlay';
import { LogoUpload } from './logo-upload';
import { PasswordProtectionItem } from './password-protection-item';
import { ReviewNewLocationsItem } from './review-new-locations-item';
import { TrustedContributorsItem } from './trusted-contributors-item';
import { WhoCanAddItem } from './who-can-add-item';
import './map-settings-form.css';

export interface MapSettingsFieldsProps {
  plan: PlanId;
  stored: MapDetails | undefined;
  onSaved?: (map: MapDetails) => void;
}

/** The form itself, over the values of `stored` (or empty to create a map). */
export function MapSettingsFields({ plan, stored, onSaved }: MapSettingsFieldsProps) {
  const { toast } = useToast();
  const creating = stored === undefined;
  const allowances = allowancesFor(plan, stored);
  // A field's message shows from its first change, every one after a submit; focus stays put.
  const form = useRulesForm<MapSettingsValues>(
    stored ? valuesFromMap(stored) : EMPTY_MAP_SETTINGS,
    (values) =>
      validateMapSettings(values, {
        creating,
        storedPasswordProtected: stored?.passwordProtected,
        storedPassword: stored?.password,
      }),
    { showErrors: 'once-changed', focusFirstError: false },
  );
  const { control, handleSubmit, reset, setValue, watch, formState } = form;
  const errorOf = (field: keyof MapSettingsValues) => formState.errors[field]?.message;
  const status = (field: keyof MapSettingsValues) => (errorOf(field) ? 'error' : undefined);

  // Whether the permalink's last change had capitals to lower: the toast shows once per such run.
  const permalinkLowered = useRef(false);
  const { save, submitting } = useSaveMapSettings(stored, onSaved, () => {
    // Reset the form and the logo preview before leaving (spec section 2).
    reset(EMPTY_MAP_SETTINGS);
    permalinkLowered.current = false;
  });
  const lowerPermalink = (typed: string) => {
    const next = changePermalinkInput(typed, permalinkLowered.current);
    permalinkLowered.current = next.lowered;
    if (next.notify) {
      toast({ title: toasts.permalinkAdjusted.title, description: toasts.permalinkAdjusted.description });
    }
    return next.value;
  };

  return (
    // antd's Form only lays out and submits here; the values live in react-hook-form.
    <Form
      layout="vertical"
      onFinish={() => void handleSubmit(save)()}
      aria-label={creating ? FIELD_LABELS.create : FIELD_LABELS.save}
    >
      <Form.Item
        label={FIELD_LABELS.name}
        htmlFor="map-name"
        validateStatus={status('name')}
        help={errorOf('name')}
        required
      >
        <Controller
          control={control}
          name="name"
          render={({ field }) => <Input id="map-name" {...field} maxLength={TEXT_LIMITS.mapName} />}
        />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.description}
        htmlFor="map-description"
        validateStatus={status('description')}
        help={errorOf('description')}
      >
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Input.TextArea
              id="map-description"
              {...field}
              maxLength={TEXT_LIMITS.mapDescription}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          )}
        />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.permalink}
        htmlFor="map-permalink"
        validateStatus={status('permalink')}
        help={errorOf('permalink')}
        required={creating}
      >
        {/* Fixed after creation: the API has no way to change it (openapi UpdateMapRequest). Read-only
            rather than disabled: the owner still reads (and may copy) it, and disabled grey text
            falls far below WCAG AA contrast. */}
        <Controller
          control={control}
          name="permalink"
          render={({ field }) => (
            <Input
              id="map-permalink"
              {...field}
              onChange={(event) => field.onChange(lowerPermalink(event.target.value))}
              readOnly={!creating}
              variant={creating ? 'outlined' : 'filled'}
              addonBefore="/map/"
              // One over the limit, so the "50 characters or less" message can show.
              maxLength={PERMALINK_MAX_LENGTH + 1}
            />
          )}
        />
      </Form.Item>
      <Form.Item validateStatus={status('customFields')} help={errorOf('customFields')}>
        <LockedOverlay locked={allowances.customFieldMax === 0} hint={domainMessages.upgradeForCustomFields}>
          <Controller
            control={control}
            name="customFields"
            render={({ field }) => (
              <CustomFieldsEditor
                fields={field.value}
                onChange={field.onChange}
                limit={allowances.customFieldLimit}
                max={allowances.customFieldMax}
                disabled={allowances.customFieldMax === 0}
              />
            )}
          />
        </LockedOverlay>
      </Form.Item>
      <WhoCanAddItem control={control} />
      <ReviewNewLocationsItem control={control} />
      {stored && <TrustedContributorsItem mapId={stored.id} />}
      <PasswordProtectionItem
        form={form}
        allowed={allowances.passwordProtection}
        error={errorOf('password')}
      />
      <Form.Item label={FIELD_LABELS.logo}>
        <LockedOverlay locked={!allowances.logo} hint={domainMessages.upgradeForBranding}>
          <LogoUpload
            logoUrl={watch('logoUrl')}
            onChange={(logoUrl) => setValue('logoUrl', logoUrl)}
            disabled={!allowances.logo}
          />
        </LockedOverlay>
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={submitting} block>
        {creating
          ? submitting
            ? FIELD_LABELS.creating
            : FIELD_LABELS.create
          : submitting
            ? FIELD_LABELS.saving
            : FIELD_LABELS.save}
      </Button>
    </Form>
  );
}
