import DeviceStore
import Synchronization

/// The device folders this process has claimed (`DeviceLock`), each claimed once and held until
/// the process ends: so the tapes of one `replay` may use a folder one after the other while no
/// other process can.
final class HeldDeviceLocks: Sendable {
  private let locks = Mutex<[String: DeviceLock]>([:])

  /// Claims `folder` unless this process already holds it.
  ///
  /// - Throws: `DeviceStoreError` (`.inUse`, naming the holder) when another process holds it.
  func claim(_ folder: String) throws(DeviceStoreError) {
    let result: Result<Void, DeviceStoreError> = locks.withLock { held in
      if held[folder] != nil { return .success(()) }
      do throws(DeviceStoreError) {
        held[folder] = try DeviceLock(directory: folder)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }
}
