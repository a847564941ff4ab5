// The stylesheet entry consumers import as '@b2b-portal/ui/styles.css': the reset, and both themes so the
// theme classes exist before any component is rendered.
import './foundations/global.css';
import './foundations/themes/light.css';
import './foundations/themes/dark.css';
