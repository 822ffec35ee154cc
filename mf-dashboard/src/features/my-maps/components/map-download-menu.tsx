import { formatMessage, MAP_EXPORT_FORMATS, mapExportPath, messages } from '@groupmap/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';

const labels = messages.mapExport;

interface MapDownloadMenuProps {
  mapId: number;
  mapName: string;
}

/**
 * "Download" on the owner's map card (issue 13, Export): antd's drop-down menu of the formats, each a
 * plain link to the map's export with a bare `download` attribute (the server names the file). The
 * menu takes the focus when it opens; the arrows move to the links, Enter follows one and Escape
 * closes it back onto the button.
 */
export function MapDownloadMenu({ mapId, mapName }: MapDownloadMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape in the menu closes it; antd does not give the focus back then (the menu had it), so the
  // button takes it, as a menu button's should.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };
  const items: MenuProps['items'] = MAP_EXPORT_FORMATS.map((format) => ({
    key: format,
    label: (
      <a href={mapExportPath(mapId, format)} download>
        {labels.formats[format]}
      </a>
    ),
  }));
  return (
    <Dropdown
      menu={{ items, onKeyDown: onMenuKeyDown }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      autoFocus
    >
      <Button
        ref={button}
        type="link"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={formatMessage(labels.downloadMap, { name: mapName })}
      >
        {labels.download}
      </Button>
    </Dropdown>
  );
}
