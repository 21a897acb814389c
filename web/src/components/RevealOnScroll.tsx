import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Animates its children in once they scroll into view. Server-rendered (and without JavaScript)
 * everything is simply visible; after hydration, content still below the fold waits for the
 * reader. Reduced motion is honoured in CSS.
 */
export function RevealOnScroll({ className = '', children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'waiting' | 'revealed'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={`reveal reveal--${state} ${className}`}>
      {children}
    </div>
  );
}
