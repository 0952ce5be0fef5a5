#if canImport(Glibc)
  import Glibc
#endif

/// The few file-system calls the store makes: owner-only folders and files, whole-file reads.
enum DeviceFiles {
  /// `folder` with every symbolic link on its way resolved (`realpath`), or `folder` itself when
  /// it cannot be resolved. SQLite's no-follow open refuses a link anywhere in a path, and a
  /// device folder under a linked home (`/home` → `/var/home`) is an ordinary one; the device's
  /// own files are still refused as links (`refuseUnlessPlainFile`).
  static func resolvedFolder(_ folder: String) -> String {
    guard let resolved = realpath(folder, nil) else { return folder }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Creates `path` and missing parents; the folder itself (when created) is owner-only (0700).
  /// A file where a folder belongs (at `path` or above it) is refused as such.
  static func makeDirectory(_ path: String) throws(DeviceStoreError) {
    try refuseUnlessFolder(path)
    if isDirectory(path) { return }
    let parent = parentOf(path)
    if !parent.isEmpty, parent != path, !isDirectory(parent) {
      try makeDirectory(parent)
    }
    if mkdir(path, 0o700) != 0, errno != EEXIST {
      throw DeviceStoreError(
        .fileSystem, "\(path): the folder could not be created (\(reason(errno)))")
    }
    chmod(path, 0o700)
  }

  /// Refuses `path` as a device folder when it is a file or anything else but a folder, when a
  /// file stands where one of the folders above it belongs, or when it cannot be searched and
  /// read; a missing folder passes (it can be made).
  static func refuseUnlessFolder(_ path: String) throws(DeviceStoreError) {
    var info = stat()
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) != S_IFDIR {
        let what =
          (info.st_mode & S_IFMT) == S_IFREG ? "is a file, not a folder" : "is not a folder"
        throw DeviceStoreError(
          .fileSystem,
          "\(path): \(what); the simulated device is kept in a folder of its "
            + "own (made when missing). Pass a folder with --state, or a path where one can be "
            + "made")
      }
      if access(path, R_OK | X_OK) != 0 {
        throw DeviceStoreError(
          .fileSystem,
          "\(path): the folder cannot be read (\(reason(errno))); give yourself access "
            + "(chmod u+rx \(path)) or pass another --state folder")
      }
      return
    }
    guard errno == ENOTDIR else { return }
    var above = parentOf(path)
    while !above.isEmpty, above != "/", stat(above, &info) != 0 { above = parentOf(above) }
    throw DeviceStoreError(
      .fileSystem,
      "\(path): \(above.isEmpty ? "a part of the path" : above) is a file, not a folder, so no "
        + "device folder can be made there; pass another --state folder")
  }

  /// Refuses writing a device in `directory` (an existing folder) when this process may not
  /// create files there or may not write `database`: SQLite keeps the log (`-wal`) and its index
  /// (`-shm`) beside the database, and mamsim its `lock`, so such a device can be read
  /// (`mamsim inspect`) but not run.
  static func refuseUnlessWritable(_ directory: String, database: String? = nil)
    throws(DeviceStoreError)
  {
    try refuseUnlessWritable(
      directory, access: W_OK | X_OK, "the folder is not writable",
      why: ", and a simulated device writes its log and lock files beside its database",
      device: directory)
    if let database {
      try refuseUnlessWritable(
        database, access: W_OK, "the device's database is not writable", why: "",
        device: directory)
    }
  }

  /// Refuses `path` when `access(path, mode)` fails for any reason but its absence (a missing
  /// folder is made, a missing database created): the refusal names `path`, says `what` is
  /// wrong, the system's reason and `why` it matters, and how to go on with the device in
  /// `device`.
  private static func refuseUnlessWritable(
    _ path: String, access mode: Int32, _ what: String, why: String, device: String
  ) throws(DeviceStoreError) {
    guard access(path, mode) != 0 else { return }
    let code = errno
    guard code != ENOENT else { return }
    throw DeviceStoreError(
      .fileSystem,
      "\(path): \(what) (\(reason(code)))\(why). Make it writable (chmod u+w \(path)) or pass "
        + "another --state folder; 'mamsim inspect --state \(device)' can still read the device")
  }

  /// Whether this process may create files in the folder `directory`.
  static func isWritableFolder(_ directory: String) -> Bool {
    access(directory, W_OK | X_OK) == 0
  }

  /// The size of the plain file at `path` in bytes, or nil when there is none (a link counts as
  /// none).
  static func plainFileSize(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// Whether `path` is a folder.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` is a folder itself (a link to one is not).
  static func isFolderItself(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether something exists at `path` (a link counts, wherever it points).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` is a symbolic link (not followed).
  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Refuses `path` when it is a symbolic link or anything but a plain file (a folder, a pipe, a
  /// device); a missing file passes. Every file of a device folder is checked, so that the store
  /// never reads, writes or empties what a link points to.
  static func refuseUnlessPlainFile(_ path: String) throws(DeviceStoreError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return }
      throw DeviceStoreError(
        .fileSystem, "\(path): the file could not be examined (\(reason(errno)))")
    }
    try refuseUnlessPlainFile(path, mode: info.st_mode)
  }

  /// The refusal of `refuseUnlessPlainFile` for a file of type `mode` (from `lstat`/`fstat`).
  static func refuseUnlessPlainFile(_ path: String, mode: mode_t) throws(DeviceStoreError) {
    let type = mode & S_IFMT
    if type == S_IFREG { return }
    if type == S_IFDIR {
      throw DeviceStoreError(
        .damaged,
        "\(path): is a folder, where the device keeps a file of its own; mamsim never removes a "
          + "folder",
        remedy: "Move it away, then run 'mamsim reset --state \(parentOf(path))' if the device "
          + "is still refused")
    }
    let what = type == S_IFLNK ? "a symbolic link" : "not a plain file"
    throw DeviceStoreError(
      .damaged,
      "\(path): is \(what), where the device keeps a file of its own; mamsim does not follow "
        + "links in a device folder",
      remedy: "Remove it (or put the file itself there), or run 'mamsim reset --state "
        + "\(parentOf(path))' to start a new phone in that folder")
  }

  /// Whether `path` is missing or an empty plain file.
  static func isEmptyOrMissing(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    return (info.st_mode & S_IFMT) == S_IFREG && info.st_size == 0
  }

  /// The permission bits of `path`, if it exists.
  static func permissions(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_mode & 0o777)
  }

  /// The whole content of `path`, or its first `limit` bytes.
  static func readFile(_ path: String, limit: Int = 1 << 20) throws(DeviceStoreError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ELOOP { try refuseUnlessPlainFile(path, mode: S_IFLNK) }
      throw DeviceStoreError(.fileSystem, "\(path): the file could not be read (\(reason(errno)))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw DeviceStoreError(.fileSystem, "\(path): the file could not be read (\(reason(errno)))")
    }
    try refuseUnlessPlainFile(path, mode: info.st_mode)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer.prefix(count)
    }
    return Array(bytes.prefix(limit))
  }

  /// Creates `path` owner-only (0600) holding `bytes`, unless it exists: the file appears whole or
  /// not at all (written aside, then linked in). Returns false when it already existed.
  static func createOnce(_ path: String, _ bytes: [UInt8]) throws(DeviceStoreError) -> Bool {
    let aside = "\(path).\(getpid()).new"
    let descriptor = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw DeviceStoreError(
        .fileSystem, "\(aside): the file could not be created (\(reason(errno)))")
    }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    fsync(descriptor)
    close(descriptor)
    defer { unlink(aside) }
    guard written == bytes.count else {
      throw DeviceStoreError(.fileSystem, "\(aside): the file could not be written")
    }
    if link(aside, path) == 0 { return true }
    if errno == EEXIST { return false }
    throw DeviceStoreError(.fileSystem, "\(path): the file could not be created (\(reason(errno)))")
  }

  /// Creates an empty owner-only (0600) file at `path` if nothing is there.
  static func createEmpty(_ path: String) throws(DeviceStoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return
    }
    guard errno == EEXIST else {
      throw DeviceStoreError(
        .fileSystem, "\(path): the file could not be created (\(reason(errno)))")
    }
    try refuseUnlessPlainFile(path)
  }

  /// Removes the file (or link) at `path`, if there is one; a folder is left.
  static func remove(_ path: String) throws(DeviceStoreError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw DeviceStoreError(
        .fileSystem, "\(path): the file could not be removed (\(reason(errno)))")
    }
  }

  /// The folder part of `path`.
  static func parentOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The system's words for `code`.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
