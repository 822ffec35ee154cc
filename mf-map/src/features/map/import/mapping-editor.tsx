import { IMPORT_TARGETS, type ImportMapping, mapImportMessages } from '@groupmap/contracts';
import { Select } from 'antd';
import { useId } from 'react';
import type { ImportPreview } from '../api/create-import';
import {
  fieldChoice,
  fieldChoices,
  otherColumns,
  targetChoices,
  withFieldChoice,
  withTarget,
} from './mapping-choices';

const text = mapImportMessages;

interface MappingEditorProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}

/**
 * Which column becomes each part of a location, then what becomes of every other column: left out,
 * one of the map's custom fields, or a new one named after it. Each Select is labelled by its
 * target's name or by its column's name.
 */
export function MappingEditor({ preview, mapping, disabled, onChange }: MappingEditorProps) {
  const idPrefix = useId();
  const others = otherColumns(mapping, preview.columns);
  return (
    <>
      <fieldset className="import-dialog__mapping">
        <legend>{text.mapping}</legend>
        <p className="import-dialog__hint">{text.mappingHelp}</p>
        {IMPORT_TARGETS.map((target) => (
          <div key={target} className="import-dialog__row">
            <label htmlFor={`${idPrefix}-${target}`}>{text.targets[target]}</label>
            <Select
              id={`${idPrefix}-${target}`}
              value={mapping[target] ?? ''}
              options={targetChoices(target, preview.columns, preview.format)}
              disabled={disabled}
              onChange={(value: string) => onChange(withTarget(mapping, target, value))}
            />
          </div>
        ))}
      </fieldset>
      {others.length > 0 && (
        <fieldset className="import-dialog__mapping">
          <legend>{text.customFields}</legend>
          {others.map((column, index) => (
            <div key={column} className="import-dialog__row">
              <label htmlFor={`${idPrefix}-other-${index}`}>{column}</label>
              <Select
                id={`${idPrefix}-other-${index}`}
                value={fieldChoice(mapping, column, preview.fields)}
                options={fieldChoices(mapping, column, preview.fields, preview.newFieldsAllowed)}
                disabled={disabled}
                onChange={(value: string) => onChange(withFieldChoice(mapping, column, value))}
              />
            </div>
          ))}
        </fieldset>
      )}
    </>
  );
}
