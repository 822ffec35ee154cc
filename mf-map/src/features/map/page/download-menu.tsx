import { MAP_EXPORT_FORMATS, mapExportPath, messages } from '@groupmap/contracts';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MapDetails } from '../api/get-map';
import { menuKeyAction, openingItem } from './menu-keys';
import './download-menu.css';

const labels = messages.mapExport;

/**
 * "Download" beside "Share" (issue 13, Export): a menu button (WAI-ARIA APG) whose items are plain
 * links to the map's export in each format, with a bare `download` attribute: the server names the
 * file. Hand-written rather than a menu library because the map page's JavaScript budget is tight,
 * and the items stay in the page while hidden so closing the menu on a click never races the
 * download the click starts.
 */
export function DownloadMenu({ map }: { map: Pick<MapDetails, 'id'> }) {
  // The item holding the focus while the menu is open; null while it is closed.
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  const count = MAP_EXPORT_FORMATS.length;

  const close = (refocusButton: boolean) => {
    setActive(null);
    if (refocusButton) button.current?.focus();
  };

  useEffect(() => {
    if (active !== null) items.current[active]?.focus();
  }, [active]);

  // A press anywhere else closes the menu, as a native one would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const index = openingItem(event.key, count);
    if (index === null) return;
    event.preventDefault();
    setActive(index);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const action = menuKeyAction(event.key, active ?? 0, count);
    if (action.kind === 'none') return;
    if (action.kind !== 'close' || action.refocusButton) event.preventDefault();
    if (action.kind === 'focus') setActive(action.index);
    else if (action.kind === 'close') close(action.refocusButton);
    else if (action.kind === 'activate' && active !== null) items.current[active]?.click();
  };

  // Focus moving to another control closes the menu; focus lost to nothing (a click on a link in
  // some browsers) does not, so the click still reaches the link.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setActive(null);
  };

  return (
    <div ref={root} className="download-menu" onBlur={onBlur}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="gm-button gm-button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setActive(0))}
        onKeyDown={onButtonKeyDown}
      >
        {labels.download}
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="download-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {MAP_EXPORT_FORMATS.map((format, index) => (
          <a
            key={format}
            ref={(item) => {
              items.current[index] = item;
            }}
            role="menuitem"
            tabIndex={-1}
            className="download-menu__item"
            href={mapExportPath(map.id, format)}
            download
            onClick={() => close(true)}
          >
            {labels.formats[format]}
          </a>
        ))}
      </div>
    </div>
  );
}
