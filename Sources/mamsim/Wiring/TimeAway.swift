import DeviceStore
import Foundation

/// How long the simulated phone lay unused, for one app, while mamsim was closed, so that its
/// session resumed later counts that time as the phone would (the app PIN asked again once
/// the policy's inactivity period has passed, a check-in due).
///
/// The time away is the real time since the app's own last kept step, as the device records it
/// (`DeviceStore.lastUse`), so that using another app on the same device in between does not
/// shorten it. A device an earlier mamsim kept has no such record for an app until its next
/// step; then the time since the device's database was last written stands in for it.
enum TimeAway {
  /// The longest time away counted: an app untouched for years resumes as after this long.
  static let limit = Duration.seconds(400 * 86_400)

  /// The time since `bundleId` was last used on the device in `folder`, as of `now`; zero when
  /// the app is not on the device (it starts afresh), when there is no device yet, or when the
  /// time is ahead of `now` (a clock set back). Reads the device without changing it, before
  /// the emulator opens it for writing.
  static func since(lastUseOf bundleId: String, in folder: String, now: Date = Date()) -> Duration {
    // Read first: the device's database is written once it is opened for the session.
    let written = lastWrite(in: folder)
    guard let written else { return .zero }
    let nowMilliseconds = Int64(now.timeIntervalSince1970 * 1000)
    let fallback = nowMilliseconds - Int64(written.timeIntervalSince1970 * 1000)
    guard let store = try? DeviceStore.open(directory: folder, readOnly: true) else {
      return clamped(fallback)
    }
    if let used = (try? store.lastUse(bundleId: bundleId)) ?? nil {
      return clamped(nowMilliseconds - used)
    }
    let installed = (try? store.isInstalled(bundleId: bundleId)) ?? true
    return installed ? clamped(fallback) : .zero
  }

  /// `milliseconds` as a duration from zero to `limit`.
  private static func clamped(_ milliseconds: Int64) -> Duration {
    guard milliseconds > 0 else { return .zero }
    return min(.milliseconds(milliseconds), limit)
  }

  /// When the device database in `folder` (or its log) was last written; nil when there is none.
  private static func lastWrite(in folder: String) -> Date? {
    let database = folder + "/" + DeviceStore.databaseFileName
    let files = [database, database + "-wal"]
    return files.compactMap { path -> Date? in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }.max()
  }
}
