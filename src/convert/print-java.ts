import { Program } from './ir';

export function printJava(p: Program, javaPackage: string): string {
  return `// ${javaPackage} ${p.stackClass}\n`;
}
