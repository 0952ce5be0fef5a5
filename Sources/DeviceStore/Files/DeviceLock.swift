#if canImport(Glibc)
  import Glibc
#endif

/// The claim of one process on a device folder: an exclusive `flock` on its `lock` file, held
/// until the lock is released or the process ends (the system drops it even after `kill -9`).
///
/// The file holds the process id of the holder, so a refused process can name it. The lock file
/// must be a plain file of its own: a link, a folder or a file with other names (a hard link) is
/// refused, and the file is never emptied, so a planted link cannot damage what it points to.
public final class DeviceLock: Sendable {
  /// The lock file inside the device folder.
  public static let fileName = "lock"

  /// The device folder.
  public let directory: String
  private let descriptor: Int32

  /// Claims `directory` (which must exist) for this process.
  ///
  /// - Throws: `DeviceStoreError` of kind `.inUse`, naming the holder's process id, when another
  ///   process holds the folder; `.damaged` when the lock file is a link or not a plain file;
  ///   `.fileSystem` when the folder is a file or not writable, or the lock cannot be opened.
  public init(directory: String) throws(DeviceStoreError) {
    let path = directory + "/" + Self.fileName
    try DeviceFiles.refuseUnlessFolder(directory)
    try DeviceFiles.refuseUnlessWritable(directory)
    try DeviceFiles.refuseUnlessPlainFile(path)
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      if errno == ELOOP { try DeviceFiles.refuseUnlessPlainFile(path, mode: S_IFLNK) }
      throw DeviceStoreError(
        .fileSystem,
        "\(path): the device's lock file could not be opened (\(DeviceFiles.reason(errno)))")
    }
    var info = stat()
    do throws(DeviceStoreError) {
      guard fstat(descriptor, &info) == 0 else {
        throw DeviceStoreError(
          .fileSystem,
          "\(path): the device's lock file could not be examined (\(DeviceFiles.reason(errno)))")
      }
      try DeviceFiles.refuseUnlessPlainFile(path, mode: info.st_mode)
      guard info.st_nlink == 1 else {
        throw DeviceStoreError(
          .damaged,
          "\(path): the device's lock file has other names (it is a hard link), so writing it "
            + "would change another file; remove it and mamsim makes its own")
      }
    } catch {
      close(descriptor)
      throw error
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = Self.holder(descriptor)
      close(descriptor)
      let who = holder.map { "mamsim process \($0)" } ?? "another mamsim process"
      throw DeviceStoreError(
        .inUse,
        "\(directory): this simulated device is in use by \(who); quit it first, or pass "
          + "another --state folder")
    }
    // Written over the start of the file, never emptied: the first line is the holder.
    let text = Array("\(getpid())\n".utf8)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    self.directory = directory
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The process id written in the lock file, if it reads as one of a running process: a
  /// reader (`DeviceReadClaim`, `mamsim inspect`) holds the file without writing it, so the id
  /// there may be of a process long gone.
  private static func holder(_ descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    guard let id = Int32(text.split(separator: "\n").first ?? ""), id > 0,
      kill(id, 0) == 0 || errno == EPERM
    else { return nil }
    return id
  }
}
