import { moderationMessages } from '@groupmap/contracts';
import { Checkbox, Form } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import type { MapSettingsValues } from '../model/map-settings-values';

/**
 * "Review new locations before they appear" (issue 24, off by default, on every plan): what anyone
 * but the owner or a trusted contributor adds or edits waits for the owner's approval.
 */
export function ReviewNewLocationsItem({ control }: { control: Control<MapSettingsValues> }) {
  return (
    <Form.Item extra={moderationMessages.reviewNewLocationsHelp}>
      <Controller
        control={control}
        name="reviewNewLocations"
        render={({ field }) => (
          <Checkbox
            id="map-review-new-locations"
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          >
            {moderationMessages.reviewNewLocations}
          </Checkbox>
        )}
      />
    </Form.Item>
  );
}
