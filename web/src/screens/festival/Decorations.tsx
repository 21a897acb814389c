/**
 * The drawn decorations of the festival pages, coloured by the theme's CSS variables. They take no
 * props, so they are memoized: a theme change or a lotus shower re-renders the page without them.
 */
import { memo } from 'react';

/** An oil lamp (diya) with a three-layer flame drawn as a separate, animated layer. */
function Lamp({ index }: { index: number }) {
  return (
    <div className={`lamp lamp--${index}`}>
      <svg className="lamp__flame" viewBox="0 0 48 80" aria-hidden="true">
        <ellipse cx="24" cy="44" rx="16" ry="32" fill="var(--glow-3)" />
        <ellipse cx="24" cy="46" rx="12" ry="28" fill="var(--flame-3)" />
        <ellipse cx="24" cy="52" rx="8" ry="20" fill="var(--flame-2)" />
        <ellipse cx="24" cy="60" rx="4" ry="11" fill="var(--flame-1)" />
      </svg>
      <svg className="lamp__body" viewBox="0 0 120 60" aria-hidden="true">
        <path
          d="M14 18 Q60 6 106 18 Q96 48 60 50 Q24 48 14 18 Z"
          fill="var(--lamp)"
          stroke="rgba(0,0,0,.35)"
          strokeWidth="2"
        />
        <path
          d="M22 20 Q60 12 98 20"
          fill="none"
          stroke="rgba(255,255,255,.45)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="40" cy="34" r="3" fill="rgba(255,255,255,.5)" />
        <circle cx="60" cy="38" r="3" fill="rgba(255,255,255,.5)" />
        <circle cx="80" cy="34" r="3" fill="rgba(255,255,255,.5)" />
      </svg>
    </div>
  );
}

function LampsArt() {
  return (
    <div className="lamps" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Lamp key={i} index={i} />
      ))}
    </div>
  );
}

/** Four fireworks, each a ring of sparks bursting in its own colour. */
function FireworksArt() {
  return (
    <div className="fireworks" aria-hidden="true">
      {[1, 2, 3, 4].map((i) => (
        <div key={i} className={`firework firework--${i}`}>
          {Array.from({ length: 8 }, (_, k) => (
            <span key={k} className="firework__spark" style={{ transform: `rotate(${k * 45}deg)` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A rangoli: concentric petals and dots in the theme's colour and border. */
function RangoliArt() {
  const petals = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg className="rangoli" viewBox="0 0 200 200" aria-hidden="true">
      <circle
        cx="100"
        cy="100"
        r="92"
        fill="none"
        stroke="var(--rangoli-border)"
        strokeWidth="4"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      {petals.map((angle) => (
        <path
          key={angle}
          d="M100 100 Q118 60 100 20 Q82 60 100 100 Z"
          transform={`rotate(${angle} 100 100)`}
          fill="var(--rangoli)"
          stroke="var(--rangoli-border)"
          strokeWidth="3"
        />
      ))}
      {petals.map((angle) => (
        <circle
          key={`d${angle}`}
          cx="100"
          cy="36"
          r="5"
          transform={`rotate(${angle + 22.5} 100 100)`}
          fill="var(--rangoli-border)"
        />
      ))}
      <circle cx="100" cy="100" r="22" fill="var(--rangoli-border)" />
      <circle cx="100" cy="100" r="12" fill="var(--rangoli)" />
    </svg>
  );
}

export const Lamps = memo(LampsArt);
export const Fireworks = memo(FireworksArt);
export const Rangoli = memo(RangoliArt);
