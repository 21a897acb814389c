import { useId, useSyncExternalStore } from 'react';
import { testIds } from '../testIds.ts';
import {
  currentScript,
  DEFAULT_SCRIPT,
  scriptLabels,
  scripts,
  setScript,
  subscribePreferences,
  type Script,
} from './preferences.ts';

/** Chooses how Sanskrit is written across the site: Devanagari, IAST or both. */
export default function ScriptSwitch() {
  const id = useId();
  // The saved choice is only known in the browser; the server's HTML shows the default.
  const script = useSyncExternalStore(subscribePreferences, currentScript, () => DEFAULT_SCRIPT);
  return (
    <span className="pref-control script-switch">
      <label htmlFor={id} className="pref-control__text">
        Sanskrit in
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
            {scriptLabels[value]}
          </option>
        ))}
      </select>
    </span>
  );
}
