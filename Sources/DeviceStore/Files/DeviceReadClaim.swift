#if canImport(Glibc)
  import Glibc
#endif

/// A reader's hold on a device folder (`mamsim inspect`): a shared `flock` on the folder's lock
/// file, so that no process claims the folder (`DeviceLock`, which every command that runs the
/// device takes) while the device is read. Nothing is created or written: a folder without a
/// lock file, or with a link or a folder in its place, has no claim to hold (and no process can
/// hold one there either, as `DeviceLock` refuses such a file).
final class DeviceReadClaim {
  /// Whether another process held the folder when this claim was asked for: it may be writing
  /// the device, and its writes are seen only through SQLite's own locking.
  let isHeldByAnother: Bool
  /// The lock file, open for reading and held shared; -1 when there is none to hold.
  private let descriptor: Int32

  /// Holds `directory`'s lock file shared, if it has one, without waiting.
  init(directory: String) {
    let path = directory + "/" + DeviceLock.fileName
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    var info = stat()
    guard descriptor >= 0 else {
      self.descriptor = -1
      isHeldByAnother = false
      return
    }
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      self.descriptor = -1
      isHeldByAnother = false
      return
    }
    if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
      self.descriptor = descriptor
      isHeldByAnother = false
    } else {
      close(descriptor)
      self.descriptor = -1
      isHeldByAnother = true
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
