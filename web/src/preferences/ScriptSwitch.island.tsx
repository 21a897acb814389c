import { useId, useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { currentScript, DEFAULT_SCRIPT, scripts, setScript, subscribePreferences, type Script } from './preferences.ts';

/** Each choice's name in the interface strings (layout.prefs). */
const labelKeys = { both: 'scriptBoth', devanagari: 'scriptDevanagari', iast: 'scriptIast' } as const;

/** Chooses how Sanskrit is written across the site: Devanagari, IAST or both. */
export default function ScriptSwitch() {
  const t = useMessages('layout').prefs;
  const id = useId();
  // The saved choice is only known in the browser; the server's HTML shows the default.
  const script = useSyncExternalStore(subscribePreferences, currentScript, () => DEFAULT_SCRIPT);
  return (
    <span className="pref-control script-switch">
      <label htmlFor={id} className="pref-control__text">
        {t.script}
      </label>
      <select
        id={id}
        value={script}
        data-testid={testIds.scriptSwitch}
        onChange={(event) => {
          setScript(event.target.value as Script);
        }}
      >
        {scripts.map((value) => (
          <option key={value} value={value}>
            {t[labelKeys[value]]}
          </option>
        ))}
      </select>
    </span>
  );
}
