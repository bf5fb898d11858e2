/* global window, document */
// Runs before the stylesheet paints: sets the saved colour theme so no other theme flashes first.
(function () {
  var theme = 'dark';
  try {
    var saved = window.localStorage.getItem('hearth.colorTheme');
    if (saved && /^[A-Za-z]{1,40}$/.test(saved)) theme = saved;
  } catch {
    /* storage unavailable (private mode): keep the default */
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
