import type { PinPosition } from './use-cases';

/** A tiny drawn map (roads, a river, a park) with pins: the picture on each use-case card. */
export function MiniMap({ pins }: { pins: readonly PinPosition[] }) {
  return (
    <svg className="mini-map" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="160" height="90" className="mini-map__land" />
      <path
        d="M108 0c-6 20 8 30 0 50s10 30 4 40h14c4-14-10-22-2-40s-4-30 2-50z"
        className="mini-map__water"
      />
      <rect x="14" y="56" width="34" height="22" rx="4" className="mini-map__park" />
      <path d="M0 38h160M54 0v90M0 70c40-6 80 8 160-4M84 0c-4 30 6 60-2 90" className="mini-map__road" />
      {pins.map(([x, y]) => (
        <g key={`${x},${y}`} transform={`translate(${x} ${y})`} className="mini-map__pin">
          <path d="M0 0c-5-7-8-10-8-14a8 8 0 0 1 16 0c0 4-3 7-8 14z" />
          <circle cy="-14" r="3" fill="#fff" />
        </g>
      ))}
    </svg>
  );
}
