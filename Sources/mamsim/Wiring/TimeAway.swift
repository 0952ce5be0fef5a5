import DeviceStore
import FoundationEssentials

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

  /// What the device holds of one app's use, read when the device is opened, before any step.
  struct Record: Equatable, Sendable {
    /// The wall time of the app's last kept step (milliseconds since 1970), if recorded.
    var lastUse: Int64?
    /// Whether the app is on the device.
    var isInstalled: Bool

    /// What `store` holds of `bundleId` (a store that cannot say counts as no record).
    static func of(_ bundleId: String, in store: DeviceStore) -> Record {
      Record(
        lastUse: (try? store.lastUse(bundleId: bundleId)) ?? nil,
        isInstalled: (try? store.isInstalled(bundleId: bundleId)) ?? true)
    }
  }

  /// The time away as of `now` for an app whose device held `record` (nil: no device, or one in
  /// memory) and whose database was last written at `lastWrite`: since its last use; since the
  /// last write for an installed app with no use recorded; zero for an app not on the device
  /// (it starts afresh), for no device, and for a time ahead of `now` (a clock set back).
  static func since(_ record: Record?, lastWrite: Date?, now: Date = Date()) -> Duration {
    guard let record else { return .zero }
    let nowMilliseconds = Int64(now.timeIntervalSince1970 * 1000)
    if let used = record.lastUse { return clamped(nowMilliseconds - used) }
    guard record.isInstalled, let lastWrite else { return .zero }
    return clamped(nowMilliseconds - Int64(lastWrite.timeIntervalSince1970 * 1000))
  }

  /// `milliseconds` as a duration from zero to `limit`.
  private static func clamped(_ milliseconds: Int64) -> Duration {
    guard milliseconds > 0 else { return .zero }
    return min(.milliseconds(milliseconds), limit)
  }

  /// When the device database in `folder` (or its log) was last written; nil when there is
  /// none. Read before the device is opened: opening it writes to the folder.
  static func lastWrite(in folder: String) -> Date? {
    let database = folder + "/" + DeviceStore.databaseFileName
    let files = [database, database + "-wal"]
    return files.compactMap { path -> Date? in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }.max()
  }
}
