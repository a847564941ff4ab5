import { libraryConfig } from '../../scripts/vite-library';
import packageJson from './package.json' with { type: 'json' };

export default libraryConfig(packageJson);
