import { shell } from '../i18n/en/shell';

/** Shown when config.json cannot be read or is invalid; no providers exist yet, so plain markup. */
export const ConfigErrorPage = () => (
  <div
    style={{
      fontFamily: 'system-ui, sans-serif',
      maxWidth: 520,
      margin: '80px auto',
      padding: 24,
      textAlign: 'center',
      color: '#1b2430',
    }}
  >
    <h1 style={{ fontSize: 26 }}>{shell.config.heading}</h1>
    <p style={{ lineHeight: 1.5 }}>{shell.config.text}</p>
    <button
      type="button"
      onClick={() => window.location.reload()}
      style={{
        padding: '10px 20px',
        fontSize: 16,
        borderRadius: 6,
        border: 0,
        background: '#0b3d6e',
        color: '#fff',
        cursor: 'pointer',
      }}
    >
      {shell.config.retry}
    </button>
  </div>
);
