#!/usr/bin/env node
/**
 * Draws the site's vector artwork from plain shapes: the brand mark, logo and favicon, the fictional partner and
 * client logos, the credential spot illustrations, the map facade, the India outline and the logo-showcase
 * samples. The logos' names, files and sizes come from lib/media/logos.json; the drawings here only draw. Output
 * is deterministic, so an unchanged drawing gives a byte-identical file.
 *
 * Usage: node tools/art/vector/index.mjs [--out DIR]
 */
import { commandLine, readMedia, writeUnder } from '../files.mjs';
import { brand } from './brand.mjs';
import { companies } from './companies.mjs';
import { credentials } from './credentials.mjs';
import { indiaMap } from './india-map.mjs';
import { mapPreview } from './map-preview.mjs';
import { showcase } from './showcase.mjs';

const { root } = commandLine();
const logos = readMedia('logos');
let written = 0;
const write = (rel, content) => {
  writeUnder(root, rel, content);
  written += 1;
};

brand(write);
companies(logos, write);
credentials(write);
mapPreview(write);
indiaMap(write);
showcase(logos, write);
console.log(`vector art: wrote ${written} files under ${root}`);
