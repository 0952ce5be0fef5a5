#if canImport(Glibc)
  import Glibc
#endif

/// The claim of one process on a device folder: an exclusive `flock` on its `lock` file, held
/// until the lock is released or the process ends (the system drops it even after `kill -9`).
///
/// The file holds the process id of the holder, so a refused process can name it.
public final class DeviceLock: Sendable {
  /// The lock file inside the device folder.
  public static let fileName = "lock"

  /// The device folder.
  public let directory: String
  private let descriptor: Int32

  /// Claims `directory` (which must exist) for this process.
  ///
  /// - Throws: `DeviceStoreError` of kind `.inUse`, naming the holder's process id, when another
  ///   process holds the folder; `.fileSystem` when the lock file cannot be opened.
  public init(directory: String) throws(DeviceStoreError) {
    let path = directory + "/" + Self.fileName
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw DeviceStoreError(
        .fileSystem,
        "\(path): the device's lock file could not be opened (\(DeviceFiles.reason(errno)))")
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
    let text = Array("\(getpid())\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    self.directory = directory
    self.descriptor = descriptor
  }

  deinit {
    _ = ftruncate(descriptor, 0)
    close(descriptor)
  }

  /// The process id written in the lock file, if it reads as one.
  private static func holder(_ descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    return Int32(text.split(separator: "\n").first ?? "")
  }
}
