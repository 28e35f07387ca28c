/** Server-rendered pages of the dev identity provider: email first, then the password. */
const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(title)} · Revenue Management sign-in</title>
  <link rel="stylesheet" href="/idp-static/idp.css">
</head>
<body>
  <main class="card">
    <div class="brand"><img src="/idp-static/logo.svg" alt="" width="40" height="40"><span>Revenue Management</span></div>
    ${body}
  </main>
  <p class="footnote">Development identity provider. Demo accounts are listed in the README.</p>
</body>
</html>`;

const errorBlock = (error?: string) =>
  error ? `<p class="error" role="alert" id="form-error">${escape(error)}</p>` : '';

export const emailPage = (uid: string, options: { email?: string; error?: string } = {}) =>
  layout(
    'Sign in',
    `<h1>Sign in</h1>
    <p class="lead">Enter your work email address to continue.</p>
    ${errorBlock(options.error)}
    <form method="post" action="/idp/interaction/${escape(uid)}/email" novalidate>
      <label for="email">Email address</label>
      <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(options.email ?? '')}"
        ${options.error ? 'aria-invalid="true" aria-describedby="form-error"' : ''}>
      <button type="submit">Next</button>
    </form>`,
  );

export const passwordPage = (uid: string, email: string, error?: string) =>
  layout(
    'Enter your password',
    `<h1>Enter your password</h1>
    <p class="lead">Signing in as <strong>${escape(email)}</strong>. <a href="/idp/interaction/${escape(uid)}">Not you?</a></p>
    ${errorBlock(error)}
    <form method="post" action="/idp/interaction/${escape(uid)}/login" novalidate>
      <input type="hidden" name="email" value="${escape(email)}">
      <input type="text" name="username" value="${escape(email)}" autocomplete="username" hidden>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required autofocus
        ${error ? 'aria-invalid="true" aria-describedby="form-error"' : ''}>
      <button type="submit">Sign in</button>
    </form>`,
  );

export const logoutPage = (form: string) =>
  layout(
    'Signing out',
    `<h1>Signing you out…</h1>
    <p class="lead">You are being signed out of Revenue Management.</p>
    ${form}
    <noscript><button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button></noscript>
    <script src="/idp-static/logout.js"></script>`,
  );

export const messagePage = (title: string, message: string) =>
  layout(title, `<h1>${escape(title)}</h1><p class="lead">${escape(message)}</p>`);
