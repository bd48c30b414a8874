/** The browser suite's global setup: the demo-data template its specs' own servers copy (tests/helpers/demo-template.ts). */
import { shareDemoTemplate } from './demo-template';

export default function globalSetup(): () => void {
  return shareDemoTemplate();
}
