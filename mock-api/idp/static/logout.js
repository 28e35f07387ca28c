// Confirms the sign-out the app asked for, so Log Out needs no second click.
(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
