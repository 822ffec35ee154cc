import { TEXT_LIMITS, domainMessages } from '@groupmap/contracts';
import { Flex, Form, Input, Switch } from 'antd';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { MapSettingsValues } from '../model/map-settings-values';
import { FIELD_LABELS } from './field-labels';
import { LockedOverlay } from './locked-overlay';

interface PasswordProtectionItemProps {
  form: UseFormReturn<MapSettingsValues>;
  /** Whether the plan allows protection (else the item is locked with its upgrade hint). */
  allowed: boolean;
  error: string | undefined;
}

/** The protection switch and, while it is on, the map's password. */
export function PasswordProtectionItem({ form, allowed, error }: PasswordProtectionItemProps) {
  const { control, setValue, trigger, watch, formState } = form;
  const passwordProtected = watch('passwordProtected');
  return (
    <Form.Item
      label={FIELD_LABELS.passwordProtection}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <LockedOverlay locked={!allowed} hint={domainMessages.upgradeForPassword}>
        <Flex vertical gap={8}>
          <Switch
            checked={passwordProtected}
            disabled={!allowed}
            // Switching protection off clears the password (spec section 4).
            onChange={(on) => {
              setValue('passwordProtected', on);
              if (!on) setValue('password', '');
              // A shown password message follows the switch at once.
              if (formState.isSubmitted || formState.errors.password) void trigger('password');
            }}
            aria-label={FIELD_LABELS.passwordProtection}
          />
          {passwordProtected && (
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <Input.Password
                  {...field}
                  maxLength={TEXT_LIMITS.mapPassword}
                  aria-label={FIELD_LABELS.password}
                  autoComplete="new-password"
                />
              )}
            />
          )}
        </Flex>
      </LockedOverlay>
    </Form.Item>
  );
}
