// Just enough of WASI preview1 to run a command-line program whose only file is the one it writes, kept in
// memory. Used instead of node:wasi, which in Node 20 leaks a descriptor per instance and can abort the
// process when a finished instance is garbage-collected during another one's file call.
/* global WebAssembly */

const ERRNO = { success: 0, badf: 8, inval: 28, noent: 44 };
const FILETYPE = { characterDevice: 2, directory: 3, regularFile: 4 };
const PREOPEN_FD = 3;
const O_CREAT = 1;
const ALL_RIGHTS = 0xffffffffn;
const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

/** Thrown by proc_exit to unwind out of the program. */
class ProgramExit {
  /** @param {number} code */
  constructor(code) {
    this.code = code;
  }
}

/**
 * Runs a WASI command once. Its only visible directory is `dir`, where it may create files (not read them);
 * those files are returned. Standard input is empty and standard output and error are dropped.
 * @param {WebAssembly.Module} module
 * @param {{ args: string[], dir: string }} options
 * @returns {{ exitCode: number, files: Map<string, Uint8Array> }}
 */
export function runWasiCommand(module, { args, dir }) {
  /** @type {WebAssembly.Memory} */
  let memory;
  /** @type {Map<number, { path: string, data: Uint8Array, size: number, position: number }>} */
  const open = new Map();
  /** @type {Map<string, Uint8Array>} */
  const files = new Map();
  const encodedArgs = args.map((arg) => textEncoder.encode(`${arg}\0`));
  const encodedDir = textEncoder.encode(dir);
  let nextFd = PREOPEN_FD + 1;

  const view = () => new DataView(memory.buffer);
  const bytes = (pointer, length) => new Uint8Array(memory.buffer, pointer, length);

  function write(file, data) {
    const end = file.position + data.length;
    if (end > file.data.length) {
      const grown = new Uint8Array(Math.max(end, file.data.length * 2));
      grown.set(file.data.subarray(0, file.size));
      file.data = grown;
    }
    file.data.set(data, file.position);
    file.position = end;
    file.size = Math.max(file.size, end);
  }

  const wasi = {
    args_sizes_get(argcPointer, bufferSizePointer) {
      view().setUint32(argcPointer, encodedArgs.length, true);
      view().setUint32(
        bufferSizePointer,
        encodedArgs.reduce((total, arg) => total + arg.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPointer, bufferPointer) {
      let offset = bufferPointer;
      encodedArgs.forEach((arg, i) => {
        view().setUint32(argvPointer + i * 4, offset, true);
        bytes(offset, arg.length).set(arg);
        offset += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(clockId, _precision, timePointer) {
      const now = clockId === 0 ? BigInt(Date.now()) * 1_000_000n : process.hrtime.bigint();
      view().setBigUint64(timePointer, now, true);
      return ERRNO.success;
    },
    fd_prestat_get(fd, prestatPointer) {
      if (fd !== PREOPEN_FD) return ERRNO.badf; // ends the C library's scan for preopened directories
      view().setUint8(prestatPointer, 0); // a directory
      view().setUint32(prestatPointer + 4, encodedDir.length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd, pathPointer, pathLength) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      bytes(pathPointer, pathLength).set(encodedDir.subarray(0, pathLength));
      return ERRNO.success;
    },
    fd_fdstat_get(fd, statPointer) {
      if (fd > PREOPEN_FD && !open.has(fd)) return ERRNO.badf;
      const filetype =
        fd <= 2 ? FILETYPE.characterDevice : fd === PREOPEN_FD ? FILETYPE.directory : FILETYPE.regularFile;
      bytes(statPointer, 24).fill(0);
      view().setUint8(statPointer, filetype);
      // Files may seek and tell; the standard streams may not, so the C library treats them as terminals.
      view().setBigUint64(statPointer + 8, filetype === FILETYPE.characterDevice ? 0n : ALL_RIGHTS, true);
      view().setBigUint64(statPointer + 16, filetype === FILETYPE.directory ? ALL_RIGHTS : 0n, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags() {
      return ERRNO.success;
    },
    path_open(
      dirFd,
      _lookupFlags,
      pathPointer,
      pathLength,
      openFlags,
      _rights,
      _inherited,
      _fdFlags,
      fdPointer,
    ) {
      if (dirFd !== PREOPEN_FD) return ERRNO.badf;
      if ((openFlags & O_CREAT) === 0) return ERRNO.noent;
      const fd = nextFd++;
      const path = textDecoder.decode(bytes(pathPointer, pathLength));
      open.set(fd, { path, data: new Uint8Array(64 * 1024), size: 0, position: 0 });
      view().setUint32(fdPointer, fd, true);
      return ERRNO.success;
    },
    fd_write(fd, iovs, count, writtenPointer) {
      const file = open.get(fd);
      if (!file && fd !== 1 && fd !== 2) return ERRNO.badf;
      let written = 0;
      for (let i = 0; i < count; i++) {
        const data = bytes(view().getUint32(iovs + i * 8, true), view().getUint32(iovs + i * 8 + 4, true));
        if (file) write(file, data);
        written += data.length;
      }
      view().setUint32(writtenPointer, written, true);
      return ERRNO.success;
    },
    fd_read(fd, _iovs, _count, readPointer) {
      if (fd !== 0) return ERRNO.badf;
      view().setUint32(readPointer, 0, true); // end of input
      return ERRNO.success;
    },
    fd_seek(fd, offset, whence, positionPointer) {
      const file = open.get(fd);
      if (!file) return ERRNO.badf;
      const position = [0, file.position, file.size][whence] + Number(offset);
      if (!(position >= 0)) return ERRNO.inval;
      file.position = position;
      view().setBigUint64(positionPointer, BigInt(position), true);
      return ERRNO.success;
    },
    fd_close(fd) {
      const file = open.get(fd);
      if (!file) return fd <= PREOPEN_FD ? ERRNO.success : ERRNO.badf;
      files.set(file.path, file.data.slice(0, file.size));
      open.delete(fd);
      return ERRNO.success;
    },
    proc_exit(code) {
      throw new ProgramExit(code);
    },
  };

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory;
  let exitCode = 0;
  try {
    instance.exports._start();
  } catch (error) {
    if (!(error instanceof ProgramExit)) throw error;
    exitCode = error.code;
  }
  for (const file of open.values()) files.set(file.path, file.data.slice(0, file.size)); // never closed
  return { exitCode, files };
}
