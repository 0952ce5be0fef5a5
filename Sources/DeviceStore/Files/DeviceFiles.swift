#if canImport(Glibc)
  import Glibc
#endif

/// The few file-system calls the store makes: owner-only folders and files, whole-file reads.
enum DeviceFiles {
  /// Creates `path` and missing parents; the folder itself (when created) is owner-only (0700).
  static func makeDirectory(_ path: String) throws(DeviceStoreError) {
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

  /// Whether `path` is a folder.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether something exists at `path` (a link counts, wherever it points).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
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
    let what =
      type == S_IFLNK ? "a symbolic link" : type == S_IFDIR ? "a folder" : "not a plain file"
    throw DeviceStoreError(
      .damaged,
      "\(path): is \(what), where the device keeps a file of its own; mamsim does not follow "
        + "links in a device folder. Remove it (or put the file itself there), or run "
        + "'mamsim reset --state \(parentOf(path))' to start a new phone in that folder")
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
