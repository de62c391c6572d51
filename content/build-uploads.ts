// Draws the demo content's images once (`npx tsx content/build-uploads.ts`); the outputs in
// content/uploads/ are committed. Like Strapi's upload plugin, it also writes the smaller `formats`
// (thumbnail, small, medium) that the content files list.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

type Scene = 'hills' | 'accordion' | 'fiddle' | 'dancers' | 'waves' | 'lanterns' | 'stage' | 'forest';

interface Drawing {
  file: string;
  width: number;
  height: number;
  sky: [string, string];
  ink: string;
  scene: Scene;
  label?: string;
}

// Strapi's breakpoints: a format is made only when the original is larger than it.
export const FORMAT_WIDTHS = {thumbnail: 245, small: 500, medium: 750} as const;

const UPLOADS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'uploads');

export const DRAWINGS: Drawing[] = [
  {file: 'home-hero.jpg', width: 1600, height: 900, sky: ['#2f4858', '#86bbd8'], ink: '#f6ede0', scene: 'waves', label: 'Tidewater'},
  {file: 'about-duo.jpg', width: 1200, height: 800, sky: ['#5b3a29', '#d9a05b'], ink: '#fdf8ee', scene: 'stage'},
  {file: 'about-musicians.jpg', width: 1200, height: 800, sky: ['#3d405b', '#e07a5f'], ink: '#fdf8ee', scene: 'accordion'},
  {file: 'about-story.jpg', width: 1000, height: 1000, sky: ['#344e41', '#a3b18a'], ink: '#fdf8ee', scene: 'forest'},
  {file: 'live-tidewater.jpg', width: 1200, height: 800, sky: ['#1d3557', '#a8dadc'], ink: '#f1faee', scene: 'waves'},
  {file: 'live-winter-hearth.jpg', width: 1200, height: 800, sky: ['#22223b', '#9a8c98'], ink: '#f2e9e4', scene: 'lanterns'},
  {file: 'live-grand-bal.jpg', width: 1200, height: 800, sky: ['#6a040f', '#f48c06'], ink: '#fff3e0', scene: 'dancers'},
  {file: 'workshop-accordion.jpg', width: 900, height: 600, sky: ['#3d405b', '#f2cc8f'], ink: '#1f1b16', scene: 'accordion'},
  {file: 'workshop-nyckelharpa.jpg', width: 900, height: 600, sky: ['#283618', '#dda15e'], ink: '#fefae0', scene: 'fiddle'},
  {file: 'workshop-dance.jpg', width: 900, height: 600, sky: ['#7f5539', '#ede0d4'], ink: '#1f1b16', scene: 'dancers'},
  {file: 'workshop-ensemble.jpg', width: 900, height: 600, sky: ['#264653', '#e9c46a'], ink: '#1f1b16', scene: 'stage'},
  {file: 'video-ghent-ball.jpg', width: 640, height: 360, sky: ['#6a040f', '#f48c06'], ink: '#fff3e0', scene: 'dancers'},
  {file: 'video-tidewater-session.jpg', width: 640, height: 360, sky: ['#1d3557', '#a8dadc'], ink: '#f1faee', scene: 'waves'},
  {file: 'video-nyckelharpa-tune.jpg', width: 640, height: 360, sky: ['#283618', '#dda15e'], ink: '#fefae0', scene: 'fiddle'},
  {file: 'video-bourree-lesson.jpg', width: 640, height: 360, sky: ['#3d405b', '#f2cc8f'], ink: '#1f1b16', scene: 'accordion'},
  {file: 'video-winter-carol.jpg', width: 640, height: 360, sky: ['#22223b', '#9a8c98'], ink: '#f2e9e4', scene: 'lanterns'},
  {file: 'video-festival-set.jpg', width: 640, height: 360, sky: ['#264653', '#e9c46a'], ink: '#1f1b16', scene: 'stage'},
  {file: 'photo-ghent-ball.webp', width: 1600, height: 1067, sky: ['#6a040f', '#f48c06'], ink: '#fff3e0', scene: 'dancers'},
  {file: 'photo-accordion-hands.jpg', width: 1067, height: 1600, sky: ['#3d405b', '#e07a5f'], ink: '#fdf8ee', scene: 'accordion'},
  {file: 'photo-nyckelharpa.webp', width: 1400, height: 1400, sky: ['#283618', '#dda15e'], ink: '#fefae0', scene: 'fiddle'},
  {file: 'photo-scheldt-dawn.jpg', width: 1600, height: 900, sky: ['#1d3557', '#f4a261'], ink: '#f1faee', scene: 'waves'},
  {file: 'photo-ardennes-walk.webp', width: 1600, height: 1067, sky: ['#344e41', '#a3b18a'], ink: '#fdf8ee', scene: 'hills'},
  {file: 'photo-festival-stage.jpg', width: 1600, height: 1200, sky: ['#264653', '#e9c46a'], ink: '#1f1b16', scene: 'stage'},
  {file: 'photo-winter-lanterns.webp', width: 1200, height: 1500, sky: ['#22223b', '#9a8c98'], ink: '#f2e9e4', scene: 'lanterns'},
  {file: 'photo-forest-rehearsal.jpg', width: 1600, height: 1067, sky: ['#2d6a4f', '#b7e4c7'], ink: '#081c15', scene: 'forest'},
  {file: 'photo-uppsala-stamma.webp', width: 1600, height: 900, sky: ['#003049', '#fcbf49'], ink: '#fdf0d5', scene: 'fiddle'},
  {file: 'photo-workshop-circle.jpg', width: 1400, height: 1050, sky: ['#7f5539', '#ede0d4'], ink: '#1f1b16', scene: 'dancers'},
  {file: 'photo-coast-cover-shoot.webp', width: 1500, height: 1000, sky: ['#2f4858', '#86bbd8'], ink: '#f6ede0', scene: 'waves'},
];

function scene(d: Drawing): string {
  const {width: w, height: h, ink} = d;
  const ground = `<path d="M0 ${h * 0.8} Q ${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.78} T ${w} ${h * 0.74} V ${h} H 0 Z" fill="${ink}" fill-opacity="0.25"/>`;
  switch (d.scene) {
    case 'hills':
      return [0.55, 0.65, 0.78]
        .map((y, i) => `<path d="M0 ${h * y} Q ${w * 0.25} ${h * (y - 0.12)} ${w * 0.5} ${h * y} T ${w} ${h * (y - 0.04)} V ${h} H 0 Z" fill="${ink}" fill-opacity="${0.2 + i * 0.2}"/>`)
        .join('');
    case 'waves':
      return [0.6, 0.7, 0.8, 0.9]
        .map((y, i) => `<path d="M0 ${h * y} Q ${w * 0.125} ${h * (y - 0.05)} ${w * 0.25} ${h * y} T ${w * 0.5} ${h * y} T ${w * 0.75} ${h * y} T ${w} ${h * y}" stroke="${ink}" stroke-opacity="${0.9 - i * 0.2}" stroke-width="${Math.max(4, w / 160)}" fill="none"/>`)
        .join('') + `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.09}" fill="${ink}" fill-opacity="0.8"/>`;
    case 'accordion': {
      const bw = w * 0.36;
      const bh = h * 0.34;
      const x = (w - bw) / 2;
      const y = h * 0.38;
      const folds = Array.from({length: 7}, (_, i) => `<line x1="${x + bw * (0.3 + i * 0.067)}" y1="${y}" x2="${x + bw * (0.3 + i * 0.067)}" y2="${y + bh}" stroke="${d.sky[0]}" stroke-width="3"/>`).join('');
      return `${ground}<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="12" fill="${ink}" fill-opacity="0.9"/>${folds}`;
    }
    case 'fiddle': {
      const cx = w / 2;
      const s = Math.min(w, h);
      return `${ground}<ellipse cx="${cx}" cy="${h * 0.5}" rx="${s * 0.12}" ry="${s * 0.08}" fill="${ink}" fill-opacity="0.9"/><ellipse cx="${cx}" cy="${h * 0.62}" rx="${s * 0.15}" ry="${s * 0.1}" fill="${ink}" fill-opacity="0.9"/><rect x="${cx - s * 0.015}" y="${h * 0.18}" width="${s * 0.03}" height="${h * 0.3}" fill="${ink}"/><line x1="${cx - s * 0.3}" y1="${h * 0.35}" x2="${cx + s * 0.3}" y2="${h * 0.7}" stroke="${ink}" stroke-width="4"/>`;
    }
    case 'dancers':
      return ground + [0.2, 0.35, 0.5, 0.65, 0.8]
        .map((x, i) => {
          const cx = w * x;
          const top = h * (0.45 + (i % 2) * 0.05);
          const r = Math.min(w, h) * 0.05;
          return `<circle cx="${cx}" cy="${top}" r="${r}" fill="${ink}"/><path d="M${cx - r * 1.4} ${top + r * 6} L${cx} ${top + r * 1.2} L${cx + r * 1.4} ${top + r * 6} Z" fill="${ink}" fill-opacity="0.85"/>`;
        })
        .join('');
    case 'lanterns':
      return `<line x1="0" y1="${h * 0.2}" x2="${w}" y2="${h * 0.28}" stroke="${ink}" stroke-width="2"/>` + [0.15, 0.32, 0.5, 0.68, 0.85]
        .map((x) => `<circle cx="${w * x}" cy="${h * (0.24 + x * 0.06)}" r="${Math.min(w, h) * 0.035}" fill="#ffd166" fill-opacity="0.9"/>`)
        .join('') + ground;
    case 'stage':
      return `<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${ink}" fill-opacity="0.35"/><polygon points="${w * 0.3},0 ${w * 0.38},0 ${w * 0.5},${h * 0.72} ${w * 0.2},${h * 0.72}" fill="#fff" fill-opacity="0.15"/><polygon points="${w * 0.62},0 ${w * 0.7},0 ${w * 0.8},${h * 0.72} ${w * 0.5},${h * 0.72}" fill="#fff" fill-opacity="0.15"/>` +
        [0.38, 0.62].map((x) => `<circle cx="${w * x}" cy="${h * 0.45}" r="${Math.min(w, h) * 0.06}" fill="${ink}"/><rect x="${w * x - Math.min(w, h) * 0.07}" y="${h * 0.52}" width="${Math.min(w, h) * 0.14}" height="${h * 0.2}" rx="10" fill="${ink}"/>`).join('');
    case 'forest':
      return ground + [0.1, 0.25, 0.4, 0.6, 0.75, 0.9]
        .map((x, i) => {
          const tw = w * 0.09;
          const top = h * (0.25 + (i % 3) * 0.06);
          return `<polygon points="${w * x},${top} ${w * x - tw},${h * 0.8} ${w * x + tw},${h * 0.8}" fill="${ink}" fill-opacity="${0.5 + (i % 2) * 0.3}"/>`;
        })
        .join('');
  }
}

function svg(d: Drawing): string {
  const {width: w, height: h} = d;
  const label = d.label
    ? `<text x="${w / 2}" y="${h * 0.18}" font-family="serif" font-size="${Math.round(w / 14)}" fill="${d.ink}" text-anchor="middle">${d.label}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${d.sky[0]}"/><stop offset="1" stop-color="${d.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${scene(d)}
  ${label}
</svg>`;
}

async function encode(image: sharp.Sharp, file: string): Promise<Buffer> {
  return file.endsWith('.webp')
    ? image.webp({quality: 70}).toBuffer()
    : image.jpeg({quality: 70, mozjpeg: true}).toBuffer();
}

async function main(): Promise<void> {
  mkdirSync(UPLOADS_DIR, {recursive: true});
  let total = 0;
  for (const drawing of DRAWINGS) {
    const source = Buffer.from(svg(drawing));
    const original = await encode(sharp(source), drawing.file);
    writeFileSync(join(UPLOADS_DIR, drawing.file), original);
    total += original.byteLength;
    for (const [format, width] of Object.entries(FORMAT_WIDTHS)) {
      if (drawing.width <= width) continue;
      const resized = await encode(sharp(source).resize({width}), drawing.file);
      writeFileSync(join(UPLOADS_DIR, `${format}_${drawing.file}`), resized);
      total += resized.byteLength;
    }
  }
  console.info(`Wrote ${DRAWINGS.length} images and their formats, ${(total / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
