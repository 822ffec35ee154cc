import { LoadingScreen, errorMessage, getQueryClient, useSession, useToast } from '@groupmap/app-kit';
import { PERMALINK_MAX_LENGTH, TEXT_LIMITS, domainMessages, toasts, type PlanId } from '@groupmap/contracts';
import { Alert, Button, Flex, Form, Input, Switch } from 'antd';
import { useRef, useState } from 'react';
import { invalidateMapQueries } from '../api/map-queries';
import { createMap, updateMap } from '../api/map-requests';
import { useOwnedMap } from '../api/use-owned-map';
import {
  EMPTY_MAP_SETTINGS,
  allowancesFor,
  createMapRequest,
  isPermalinkTakenMessage,
  updateMapRequest,
  validateMapSettings,
  valuesFromMap,
  type MapDetails,
  type MapSettingsErrors,
  type MapSettingsValues,
} from '../model/map-settings-values';
import { changePermalinkInput } from '../model/permalink-input';
import { CustomFieldsEditor } from './custom-fields-editor';
import { FIELD_LABELS } from './field-labels';
import { LockedOverlay } from './locked-overlay';
import { LogoUpload } from './logo-upload';
import './map-settings-form.css';

export interface MapSettingsFormProps {
  /** The map to edit; without it the form creates a map. */
  mapId?: number;
  /** Called with the saved map after a successful create or edit. */
  onSaved?: (map: MapDetails) => void;
}

/**
 * The create form and the map settings form in one (spec sections 2 and 4): without `mapId` it
 * creates a map, with it it loads the owner's map and saves changes with PUT.
 */
export function MapSettingsForm({ mapId, onSaved }: MapSettingsFormProps) {
  const session = useSession();
  const owned = useOwnedMap(mapId);
  if (session.status === 'loading' || (mapId !== undefined && owned.isPending)) return <LoadingScreen />;
  if (mapId !== undefined && (owned.isError || !owned.data)) {
    return <Alert type="error" title={owned.isError ? errorMessage(owned.error) : FIELD_LABELS.notFound} />;
  }
  const plan: PlanId = session.user?.currentPlan ?? 'free';
  const stored = mapId !== undefined ? (owned.data ?? undefined) : undefined;
  // Keyed by the map so switching maps starts from that map's values.
  return <MapSettingsFields key={stored?.id ?? 'new'} plan={plan} stored={stored} onSaved={onSaved} />;
}

interface MapSettingsFieldsProps {
  plan: PlanId;
  stored: MapDetails | undefined;
  onSaved?: (map: MapDetails) => void;
}

function MapSettingsFields({ plan, stored, onSaved }: MapSettingsFieldsProps) {
  const { toast } = useToast();
  const creating = stored === undefined;
  const allowances = allowancesFor(plan, stored);
  const [values, setValues] = useState<MapSettingsValues>(() =>
    stored ? valuesFromMap(stored) : EMPTY_MAP_SETTINGS,
  );
  const [touched, setTouched] = useState<ReadonlySet<keyof MapSettingsErrors>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Whether the permalink's last change had capitals to lower: the toast shows once per such run.
  const permalinkLowered = useRef(false);

  const allErrors = validateMapSettings(values, {
    creating,
    storedPasswordProtected: stored?.passwordProtected,
    storedPassword: stored?.password,
  });
  const errorOf = (field: keyof MapSettingsErrors) =>
    submitted || touched.has(field) ? allErrors[field] : undefined;

  const change = <K extends keyof MapSettingsValues>(field: K, value: MapSettingsValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'logoUrl' && field !== 'passwordProtected') {
      setTouched((current) => new Set(current).add(field as keyof MapSettingsErrors));
    }
  };

  const changePermalink = (typed: string) => {
    const next = changePermalinkInput(typed, permalinkLowered.current);
    permalinkLowered.current = next.lowered;
    if (next.notify) {
      toast({
        title: toasts.permalinkAdjusted.title,
        description: toasts.permalinkAdjusted.description,
      });
    }
    change('permalink', next.value);
  };

  // Switching protection off clears the password (spec section 4).
  const changeProtection = (on: boolean) =>
    setValues((current) => ({ ...current, passwordProtected: on, password: on ? current.password : '' }));

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(allErrors).length > 0 || submitting) return;
    setSubmitting(true);
    if (stored) {
      const result = await updateMap(stored.id, updateMapRequest(values, stored));
      setSubmitting(false);
      if (!result.ok) {
        toast({ title: toasts.updateMapFailed.title, description: result.message, variant: 'destructive' });
        return;
      }
      await invalidateMapQueries(getQueryClient(), result.data);
      toast({ title: toasts.mapUpdated.title });
      onSaved?.(result.data);
      return;
    }
    const result = await createMap(createMapRequest(values));
    setSubmitting(false);
    if (!result.ok) {
      const text = isPermalinkTakenMessage(result.message)
        ? { title: toasts.invalidPermalink.title, description: toasts.invalidPermalink.description }
        : { title: toasts.createMapFailed.title, description: result.message };
      toast({ ...text, variant: 'destructive' });
      return;
    }
    toast({ title: toasts.mapCreated.title, description: toasts.mapCreated.description });
    // Reset the form and the logo preview before leaving (spec section 2).
    setValues(EMPTY_MAP_SETTINGS);
    permalinkLowered.current = false;
    setTouched(new Set());
    setSubmitted(false);
    if (onSaved) onSaved(result.data);
    else window.location.assign(`/map/${result.data.permalink}`);
  };

  const status = (field: keyof MapSettingsErrors) => (errorOf(field) ? 'error' : undefined);

  return (
    // antd's Form only lays out and submits here; the values live in this component's state.
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      aria-label={creating ? FIELD_LABELS.create : FIELD_LABELS.save}
    >
      <Form.Item
        label={FIELD_LABELS.name}
        htmlFor="map-name"
        validateStatus={status('name')}
        help={errorOf('name')}
        required
      >
        <Input
          id="map-name"
          value={values.name}
          maxLength={TEXT_LIMITS.mapName}
          onChange={(event) => change('name', event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.description}
        htmlFor="map-description"
        validateStatus={status('description')}
        help={errorOf('description')}
      >
        <Input.TextArea
          id="map-description"
          value={values.description}
          maxLength={TEXT_LIMITS.mapDescription}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => change('description', event.target.value)}
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
        <Input
          id="map-permalink"
          value={values.permalink}
          readOnly={!creating}
          variant={creating ? 'outlined' : 'filled'}
          addonBefore="/map/"
          // One over the limit, so the "50 characters or less" message can show.
          maxLength={PERMALINK_MAX_LENGTH + 1}
          onChange={(event) => changePermalink(event.target.value)}
        />
      </Form.Item>
      <Form.Item validateStatus={status('customFields')} help={errorOf('customFields')}>
        <LockedOverlay locked={allowances.customFieldMax === 0} hint={domainMessages.upgradeForCustomFields}>
          <CustomFieldsEditor
            fields={values.customFields}
            onChange={(fields) => change('customFields', fields)}
            limit={allowances.customFieldLimit}
            max={allowances.customFieldMax}
            disabled={allowances.customFieldMax === 0}
          />
        </LockedOverlay>
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.passwordProtection}
        validateStatus={status('password')}
        help={errorOf('password')}
      >
        <LockedOverlay locked={!allowances.passwordProtection} hint={domainMessages.upgradeForPassword}>
          <Flex vertical gap={8}>
            <Switch
              checked={values.passwordProtected}
              disabled={!allowances.passwordProtection}
              onChange={changeProtection}
              aria-label={FIELD_LABELS.passwordProtection}
            />
            {values.passwordProtected && (
              <Input.Password
                value={values.password}
                maxLength={TEXT_LIMITS.mapPassword}
                aria-label={FIELD_LABELS.password}
                autoComplete="new-password"
                onChange={(event) => change('password', event.target.value)}
              />
            )}
          </Flex>
        </LockedOverlay>
      </Form.Item>
      <Form.Item label={FIELD_LABELS.logo}>
        <LockedOverlay locked={!allowances.logo} hint={domainMessages.upgradeForBranding}>
          <LogoUpload
            logoUrl={values.logoUrl}
            onChange={(logoUrl) => change('logoUrl', logoUrl)}
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
