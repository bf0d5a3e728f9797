// Games in and out of the page, as the journal files the device keeps: one game's file, or all
// of them in a zip laid out as the device's flash (its games, and its finished games in
// history/). A file opened into the page is read by the device's own journal code in the
// page's MicroPython (firmware/boards/browser.py) before anything is changed; a file that is
// damaged, or not a companion journal, is refused with one line and nothing changes.

import { isZip, unzipFiles, zipFiles } from "./zip.js";

const FLASH = "/flash";
const INBOX = "/opened"; // the page's copies of the files opened, outside the flash
const MAX_BYTES = 4_000_000; // far more than the longest journal (2000 lines of at most 1 KB)
export const ALL_NAME = "companion-games.zip";

const GAME_NAMES = { karekare: "Karekare", moeraki: "Moeraki-Kemu", kachina: "Kachina" };

function firstLine(error) {
  return String(error.message || error).split("\n")[0];
}

function download(name, bytes, type = "application/octet-stream") {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([bytes], { type }));
  link.download = name;
  link.click();
}

// One game in words: "Kachina, in progress, 3 actions: Ana 6, Ben 5".
export function describe(game) {
  const scores = game.players.map((name, i) => `${name} ${game.scores[i]}`).join(", ");
  const actions = `${game.actions} action${game.actions === 1 ? "" : "s"}`;
  return `${GAME_NAMES[game.kind] || game.kind}, ${game.over ? "finished" : "in progress"}, ` +
    `${actions}${scores ? ": " + scores : ""}`;
}

export class Transfer {
  // board: the Python module firmware.boards.browser; app: the running App.
  constructor(FS, board, app) {
    this.FS = FS;
    this.board = board;
    this.app = app;
  }

  // The games on the flash that can be read: [{name, kind, actions, over, players, scores}].
  games() {
    return JSON.parse(this.board.saved_games(this.app));
  }

  exportGame(name) {
    download(name.split("/").pop(), this.FS.readFile(`${FLASH}/${name}`));
  }

  // Every game on the flash, and every finished one, under its name there, with the settings
  // that say which game is open: unzipped as a flash, it boots on that game. Returns the count
  // of games.
  exportAll() {
    const names = this.games().map((game) => game.name);
    const count = names.length;
    if (this.FS.analyzePath(`${FLASH}/${this.board.SETTINGS}`).exists) names.push(this.board.SETTINGS);
    const files = names.map((name) => [name, this.FS.readFile(`${FLASH}/${name}`)]);
    download(ALL_NAME, zipFiles(files), "application/zip");
    return count;
  }

  // The files a person opened, as [[label, bytes]]: a zip gives its games in progress (the
  // files at its top level), its finished games and its settings staying behind.
  async unpack(files) {
    const opened = [];
    for (const file of files) {
      if (file.size > MAX_BYTES) throw new Error(`${file.name} is too large to be a game`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!isZip(bytes)) {
        opened.push([file.name, bytes]);
        continue;
      }
      let inside;
      try {
        inside = await unzipFiles(bytes, MAX_BYTES);
      } catch (error) {
        throw new Error(`${file.name}: ${error.message}`);
      }
      const games = inside.filter(([name]) => !name.includes("/") && name !== this.board.SETTINGS);
      if (!games.length) throw new Error(`${file.name} holds no game in progress`);
      for (const [name, data] of games) opened.push([`${file.name}: ${name}`, data]);
    }
    return opened;
  }

  // Check the opened files; {error} says in one line why they are refused, else {games}, each
  // with the path of its copy, ready for install().
  async check(files) {
    let opened;
    try {
      opened = await this.unpack(files);
    } catch (error) {
      return { error: error.message };
    }
    if (!opened.length) return { error: "no file was opened" };
    let copies;
    let result;
    try {
      this.clearInbox();
      this.FS.mkdir(INBOX);
      copies = opened.map(([label, bytes], i) => {
        const path = `${INBOX}/${i}`;
        this.FS.writeFile(path, bytes);
        return [path, label];
      });
      result = JSON.parse(this.board.check_files(JSON.stringify(copies)));
    } catch (error) { // not the file's fault (the page's memory): said, and nothing changes
      result = { error: `the files could not be read: ${firstLine(error)}` };
    }
    if (result.error) this.clearInbox();
    else result.games.forEach((game, i) => (game.path = copies[i][0]));
    return result;
  }

  // The games on the flash that installing these would replace, in words.
  replaced(games) {
    const kinds = new Set(games.map((game) => game.kind));
    return this.games().filter((game) => kinds.has(game.name)).map(describe);
  }

  // Put the checked games in place; {error} in one line when they could not be (the page's
  // memory, say): then nothing on the flash changed.
  install(games) {
    try {
      this.board.install_files(this.app, JSON.stringify(games.map((g) => [g.path, g.kind])));
      return {};
    } catch (error) {
      return { error: `the files could not be opened: ${firstLine(error)}` };
    } finally {
      this.clearInbox();
    }
  }

  clearInbox() {
    if (!this.FS.analyzePath(INBOX).exists) return;
    for (const name of this.FS.readdir(INBOX)) {
      if (name !== "." && name !== "..") this.FS.unlink(`${INBOX}/${name}`);
    }
    this.FS.rmdir(INBOX);
  }
}
