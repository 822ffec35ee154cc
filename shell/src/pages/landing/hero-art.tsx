import { Icon } from './icon';

/** Pins on the hero's map: position on its 480 x 360 grid and colour class. */
const HERO_PINS = [
  { x: 118, y: 132, tone: 'blue' },
  { x: 206, y: 142, tone: 'amber' },
  { x: 296, y: 190, tone: 'green' },
  { x: 168, y: 246, tone: 'rose' },
  { x: 372, y: 120, tone: 'blue' },
  { x: 388, y: 268, tone: 'green' },
] as const;

/**
 * The hero's picture: a drawn map with pins, a search box and a "just added" notice, so the page
 * shows what the product looks like without loading an image.
 */
export function HeroArt() {
  return (
    <div className="hero-art" role="img" aria-label="A shared map with pins added by several people">
      <svg className="hero-art__map" viewBox="0 0 480 360" aria-hidden="true">
        <rect width="480" height="360" className="hero-art__land" />
        <path
          d="M300 0c-20 60 30 90 0 160s40 120 10 200h50c24-80-30-120 0-200s-14-110 10-160z"
          className="hero-art__water"
        />
        <rect x="40" y="220" width="90" height="90" rx="12" className="hero-art__park" />
        <rect x="360" y="30" width="90" height="60" rx="12" className="hero-art__park" />
        <path
          d="M0 170h480M150 0v360M0 300c120-20 240 30 480-10M240 0c-10 100 20 220-6 360M40 60l200 110M330 360l150-140"
          className="hero-art__road"
        />
        {HERO_PINS.map((pin) => (
          <g
            key={`${pin.x},${pin.y}`}
            transform={`translate(${pin.x} ${pin.y})`}
            className={`hero-art__pin hero-art__pin--${pin.tone}`}
          >
            <path d="M0 0c-10-14-16-20-16-28a16 16 0 0 1 32 0c0 8-6 14-16 28z" />
            <circle cy="-28" r="6" fill="#fff" />
          </g>
        ))}
      </svg>
      <div className="hero-art__search" aria-hidden="true">
        <Icon name="search" />
        Search locations
      </div>
      <div className="hero-art__notice" aria-hidden="true">
        <span className="hero-art__dot" />
        <span>
          <strong>Repair café</strong> added just now
        </span>
      </div>
    </div>
  );
}
