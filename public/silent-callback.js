// Silent sign-in callback for oidc-client-ts: hands the URL to the app in the parent frame,
// the same message UserManager.signinSilentCallback() would post, without loading the library here.
(function () {
  if (window.parent && window.parent !== window) {
    window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
  }
})();
