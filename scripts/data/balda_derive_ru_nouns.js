#!/usr/bin/env node
// Derives the Russian Balda dictionary (common nouns, nominative singular) from the OpenCorpora
// dictionary shipped by the npm package `az` 0.2.3 (pymorphy2 format, CC BY-SA).
//
//   node balda_derive_ru_nouns.js AZ_PACKAGE_DIR OUTPUT_FILE
//
// az stores every word form in dicts/words.dawg: a double-array DAWG whose keys are
// cp1251 bytes of the form, a 0x01 separator, then four bytes encoding (paradigm id, form index).
// dicts/paradigms.array holds the paradigms (uint16: count, then per paradigm its length and
// three columns: suffix ids, tag ids, prefix ids), and gramtab-opencorpora-int.json the tags.
// We walk every key of the DAWG, decode its payloads, look up each form's tag, and keep the
// forms tagged NOUN + sing + nomn that are not proper names, places, organisations,
// abbreviations or distorted/erroneous forms. Output: one uppercase word a line, sorted, Ё as Е,
// letters А-Я only, length >= 2.
'use strict';
const fs = require('fs');
const path = require('path');

const [azDir, outFile] = process.argv.slice(2);
if (!azDir || !outFile) {
  console.error('usage: balda_derive_ru_nouns.js AZ_PACKAGE_DIR OUTPUT_FILE');
  process.exit(2);
}
const dicts = path.join(azDir, 'dicts');

// Grammemes that exclude a form from the game dictionary.
const EXCLUDED = ['Name', 'Surn', 'Patr', 'Geox', 'Orgn', 'Trad', 'Abbr', 'Init', 'Dist', 'Erro'];

// Reads a double-array DAWG file: uint32 unit count, units, uint32 guide size, guide bytes.
function readDawg(file) {
  const buf = fs.readFileSync(file);
  const data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  const dv = new DataView(data);
  const unitCount = dv.getUint32(0, true);
  const guideCount = dv.getUint32(4 + unitCount * 4, true);
  return {
    units: new Uint32Array(data, 4, unitCount),
    guide: new Uint8Array(data, 8 + unitCount * 4, guideCount * 2),
  };
}

// The index reached from `index` by byte `label`, or -1.
function follow(dawg, index, label) {
  const base = dawg.units[index];
  const offset = ((base >>> 10) << ((base & (1 << 9)) >>> 6)) >>> 0;
  const next = (index ^ offset ^ label) >>> 0;
  const unit = dawg.units[next];
  return ((unit & ((1 << 31) | 0xff)) >>> 0) === label ? next : -1;
}

// Calls visit(bytes) for every key of the DAWG (depth first, in byte order), using the guide
// (first child label, next sibling label) to enumerate the children of a node.
function forEachKey(dawg, visit) {
  const key = [];
  function walk(index) {
    if (dawg.units[index] & (1 << 8)) visit(key);
    let label = dawg.guide[index * 2];
    while (label) {
      const child = follow(dawg, index, label);
      if (child < 0) throw new Error('corrupt DAWG: missing child ' + label);
      key.push(label);
      walk(child);
      key.pop();
      label = dawg.guide[child * 2 + 1];
    }
  }
  walk(0);
}

// cp1251 byte -> character, for the bytes that occur in Russian words.
function cp1251Char(byte) {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (byte >= 0xc0) return String.fromCharCode(0x410 + byte - 0xc0);
  if (byte === 0xa8) return 'Ё';
  if (byte === 0xb8) return 'ё';
  return null;  // other cp1251 symbols never form a Balda word
}

const tags = JSON.parse(fs.readFileSync(path.join(dicts, 'gramtab-opencorpora-int.json'), 'utf8'));
const wantedTag = tags.map((tag) => {
  const grammemes = new Set(tag.split(/[ ,]/));
  return grammemes.has('NOUN') && grammemes.has('sing') && grammemes.has('nomn') &&
      !EXCLUDED.some((g) => grammemes.has(g));
});

const pbuf = fs.readFileSync(path.join(dicts, 'paradigms.array'));
const plist = new Uint16Array(pbuf.buffer.slice(pbuf.byteOffset, pbuf.byteOffset + pbuf.byteLength));
const paradigms = [];
for (let i = 0, pos = 1; i < plist[0]; i++) {
  const size = plist[pos++];
  paradigms.push(plist.subarray(pos, pos + size));
  pos += size;
}

const words = readDawg(path.join(dicts, 'words.dawg'));
const nouns = new Set();
let keys = 0;
let forms = 0;
forEachKey(words, (key) => {
  keys++;
  const sep = key.indexOf(1);
  if (sep < 0 || key.length !== sep + 5) throw new Error('unexpected key layout in words.dawg');
  const b = key.slice(sep + 1);
  const paradigmId = ((b[0] ^ 1) << 6) + (b[1] >> 1);
  const formIndex = ((b[2] ^ 1) << 6) + (b[3] >> 1);
  const paradigm = paradigms[paradigmId];
  if (!paradigm) throw new Error('paradigm id out of range: ' + paradigmId);
  const formCount = paradigm.length / 3;
  if (formIndex >= formCount) throw new Error('form index out of range');
  forms++;
  if (!wantedTag[paradigm[formCount + formIndex]]) return;
  let word = '';
  for (let i = 0; i < sep; i++) {
    const ch = cp1251Char(key[i]);
    if (ch === null) return;
    word += ch;
  }
  word = word.toUpperCase().replace(/Ё/g, 'Е');
  if (word.length >= 2 && /^[А-Я]+$/.test(word)) nouns.add(word);
});

const sorted = [...nouns].sort();
fs.writeFileSync(outFile, sorted.join('\n') + '\n');
console.error(`words.dawg: ${keys} keys, ${forms} forms; ${sorted.length} nouns -> ${outFile}`);
