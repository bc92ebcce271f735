// Run by `npm install` (the root package's postinstall): the new database a first start copies (start-template.ts).
import { makeStartTemplate } from './start-template.ts';

console.log(`The first start's database template: ${await makeStartTemplate()}`);
