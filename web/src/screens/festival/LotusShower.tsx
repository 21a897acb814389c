import { useState } from 'react';
import { LOTUS_CLEAR_MS, LOTUS_COUNT, LOTUS_STAGGER_MS } from '../../constants.ts';
import { useTimeout } from '../../hooks/useTimeout.ts';
import { testIds } from '../../testIds.ts';

/**
 * Lotus Blessing (docs/architecture.md, "Festival pages"): 15 lotuses at random horizontal positions, one every 0.2 s,
 * cleared after 7 s. With reduced motion they rest in place instead of falling.
 */
export function useLotusShower() {
  const [lotuses, setLotuses] = useState<number[]>([]);
  const clear = useTimeout();
  const bless = () => {
    setLotuses(Array.from({ length: LOTUS_COUNT }, () => Math.round(Math.random() * 92 * 10) / 10));
    clear.set(() => setLotuses([]), LOTUS_CLEAR_MS);
  };
  return { lotuses, bless };
}

export function LotusShower({ lotuses }: { lotuses: number[] }) {
  if (lotuses.length === 0) return null;
  return (
    <div className="lotus-shower" aria-hidden="true" data-testid={testIds.lotusShower}>
      {lotuses.map((left, i) => (
        <img
          key={i}
          className="lotus"
          src="/images/site/festival-lotus.svg"
          alt=""
          width="48"
          height="48"
          style={{ left: `${left}%`, animationDelay: `${(i * LOTUS_STAGGER_MS) / 1000}s` }}
        />
      ))}
    </div>
  );
}
