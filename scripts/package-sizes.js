/**
 * The sizes of the packages a release publishes, and their budgets: shared by the benchmark
 * (`npm run bench`, which prints them next to cdktf's generated bindings and fails when one is over
 * budget) and the release dry run (a check per package). Sizes in MB of 1,000,000 bytes, as npm
 * prints them.
 *
 *   measure({ tarball, wheel, jar })   the figures of the files given (each optional):
 *                                        tarballPacked, tarballUnpacked  the npm tarball, and the sum
 *                                                                        of its files
 *                                        assembly                        the .jsii files in it (the
 *                                                                        redirect and .jsii.gz when
 *                                                                        compressed)
 *                                        wheel, jar                      the Python wheel and the Java
 *                                                                        jar (each embeds the tarball)
 *   checkBudgets(figures, label)       a problem per figure over its budget, naming the file
 */
const fs = require('fs');
const path = require('path');
const { readTarGz } = require('./release/archives');

const MB = 1_000_000;

/** What each package may weigh, in bytes. */
const BUDGETS = {
  tarballUnpacked: 25 * MB,
  wheel: 4 * MB,
  jar: 7 * MB,
};

/** What each figure is, for messages. */
const WHAT = {
  tarballUnpacked: 'npm tarball, unpacked',
  wheel: 'Python wheel',
  jar: 'Java jar',
};

function measure({ tarball, wheel, jar } = {}) {
  const figures = { files: {} };
  if (tarball) {
    const entries = readTarGz(tarball);
    figures.files.tarball = tarball;
    figures.tarballPacked = fs.statSync(tarball).size;
    figures.tarballUnpacked = [...entries.values()].reduce((n, b) => n + b.length, 0);
    figures.assembly = [...entries].filter(([name]) => /^package\/\.jsii(\.gz)?$/.test(name)).reduce((n, [, b]) => n + b.length, 0);
    figures.tarballFiles = entries.size;
  }
  if (wheel) {
    figures.files.wheel = wheel;
    figures.wheel = fs.statSync(wheel).size;
  }
  if (jar) {
    figures.files.jar = jar;
    figures.jar = fs.statSync(jar).size;
  }
  return figures;
}

const mb = (bytes) => `${(bytes / MB).toFixed(2)} MB`;

function checkBudgets(figures, label) {
  const problems = [];
  for (const [key, budget] of Object.entries(BUDGETS)) {
    if (figures[key] === undefined) continue;
    if (figures[key] > budget) {
      const file = figures.files[key === 'tarballUnpacked' ? 'tarball' : key];
      problems.push(`${label} ${path.basename(file)}: ${WHAT[key]} ${mb(figures[key])} (${figures[key].toLocaleString('en')} bytes), over its budget of ${mb(budget)} (scripts/package-sizes.js)`);
    }
  }
  return problems;
}

module.exports = { MB, BUDGETS, measure, checkBudgets, mb };
