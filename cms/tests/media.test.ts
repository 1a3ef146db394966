import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { freeName, publicFile, saveUpload, uploadName } from '../site-check/media';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let root = '';
const fresh = () => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-media-')));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the editor reads and adds files of public/ only in the file fields folders', () => {
  test('a site path of an image or captions file maps into public/', () => {
    expect(publicFile('/images/products/box-pro.jpg', '/p')).toEqual({
      file: '/p/images/products/box-pro.jpg',
      contentType: 'image/jpeg',
    });
    expect(publicFile('/media/intro.vtt', '/p')?.contentType).toBe('text/vtt; charset=utf-8');
  });

  test.each([
    '/images/../../etc/passwd.png',
    '/images/%2e%2e/x.png',
    '/downloads/a.png',
    '/images/a.exe',
    '/favicon.ico',
  ])('anything else is refused: %s', (sitePath) => expect(publicFile(sitePath, '/p')).toBeUndefined());

  test('an upload gets a clean name and never replaces a file', () => {
    expect(uploadName('Box Pro (Front) Café.JPG')).toBe('box-pro-front-cafe.jpg');
    expect(freeName('box.png', (name) => ['box.png', 'box-2.png'].includes(name))).toBe('box-3.png');
    fresh();
    expect(saveUpload('/images/products', 'Box Pro.png', PNG, root)).toEqual({ path: '/images/products/box-pro.png' });
    expect(saveUpload('/images/products/', 'box pro.png', PNG, root)).toEqual({
      path: '/images/products/box-pro-2.png',
    });
    expect(fs.readFileSync(path.join(root, 'images/products/box-pro.png'))).toEqual(PNG);
  });

  test('a file that is not what its name says, an empty one, or a type the folder does not take is refused', () => {
    fresh();
    expect(saveUpload('/images', 'photo.png', Buffer.from('<html>'), root)).toEqual({
      status: 415,
      error: 'The file is named .png but is not a PNG file',
    });
    expect(saveUpload('/images', 'photo.png', Buffer.alloc(0), root)).toMatchObject({ status: 400 });
    expect(saveUpload('/images', 'notes.vtt', Buffer.from('WEBVTT\n'), root)).toMatchObject({ status: 415 });
    expect(saveUpload('/media', 'captions.vtt', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'), root)).toEqual({
      path: '/media/captions.vtt',
    });
    expect(fs.existsSync(path.join(root, 'images'))).toBe(false);
  });
});
