// Draws the seed's cover images once (`npx tsx seed/build-images.ts`); the JPEGs are committed.
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import sharp from 'sharp';
import {IMAGES_DIR} from '../src/images/images-dir.js';
import {collections} from './collections.js';
import {products} from './products.js';
import type {ImageArt, ImageSeed} from './types.js';

type DrawnImage = ImageSeed & {art: ImageArt};

function motif(image: DrawnImage): string {
  const {width: w, height: h} = image;
  const ink = image.art.ink;
  switch (image.art.motif) {
    case 'waves':
      return [0.55, 0.65, 0.75]
        .map((y, i) => {
          const yy = h * y;
          return `<path d="M0 ${yy} Q ${w * 0.25} ${yy - 40} ${w * 0.5} ${yy} T ${w} ${yy}" stroke="${ink}" stroke-opacity="${0.8 - i * 0.2}" stroke-width="10" fill="none"/>`;
        })
        .join('');
    case 'leaves':
      return [0.3, 0.5, 0.7]
        .map(
          (x, i) =>
            `<ellipse cx="${w * x}" cy="${h * (0.62 + (i % 2) * 0.08)}" rx="${w * 0.08}" ry="${h * 0.16}" transform="rotate(${-30 + i * 30} ${w * x} ${h * 0.65})" fill="${ink}" fill-opacity="0.55"/>`,
        )
        .join('');
    case 'staff':
      return [0, 1, 2, 3, 4]
        .map((i) => `<line x1="${w * 0.1}" x2="${w * 0.9}" y1="${h * 0.6 + i * 18}" y2="${h * 0.6 + i * 18}" stroke="${ink}" stroke-width="3"/>`)
        .concat(
          [0.25, 0.4, 0.55, 0.7].map(
            (x, i) => `<circle cx="${w * x}" cy="${h * 0.6 + (i % 3) * 18 + 9}" r="11" fill="${ink}"/>`,
          ),
        )
        .join('');
    case 'stack':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${w * (0.35 + i * 0.15)}" cy="${h * 0.65}" r="${Math.min(w, h) * 0.16}" fill="none" stroke="${ink}" stroke-width="8" stroke-opacity="${0.9 - i * 0.25}"/>`,
        )
        .join('');
  }
}

function svg(image: DrawnImage): string {
  const {width: w, height: h} = image;
  const [from, to] = image.art.background;
  const label = image.art.label.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${motif(image)}
  <text x="${w / 2}" y="${h * 0.22}" font-family="serif" font-size="${Math.round(w / 14)}" fill="${image.art.ink}" text-anchor="middle">${label}</text>
  <text x="${w / 2}" y="${h * 0.92}" font-family="sans-serif" font-size="${Math.round(w / 28)}" fill="${image.art.ink}" text-anchor="middle">Ronce &amp; Rivière</text>
</svg>`;
}

const images = [...products.flatMap((product) => product.images), ...collections.map((c) => c.image)].filter(
  (image): image is DrawnImage => image?.art !== undefined,
);
mkdirSync(IMAGES_DIR, {recursive: true});
let total = 0;
for (const image of images) {
  const jpeg = await sharp(Buffer.from(svg(image))).jpeg({quality: 72, mozjpeg: true}).toBuffer();
  writeFileSync(join(IMAGES_DIR, image.file), jpeg);
  total += jpeg.byteLength;
}
console.log(`Wrote ${images.length} images, ${(total / 1024).toFixed(0)} KiB`);
