import DeviceStore
import Foundation

/// How long the simulated phone lay unused while mamsim was closed, so that a session resumed
/// later counts that time as the phone would (the app PIN asked again once the policy's
/// inactivity period has passed, a check-in due).
///
/// The time away is the real time since the device folder's database (or its log) was last
/// written: the store writes as the session's clock moves, so that is when the last session
/// ended.
enum TimeAway {
  /// The longest time away counted: a folder untouched for years resumes as after this long.
  static let limit = Duration.seconds(400 * 86_400)

  /// The time since the newest write to the device database in `folder`, as of `now`; zero
  /// when there is no database yet, or its time is ahead of `now` (a clock set back).
  static func since(lastWriteIn folder: String, now: Date = Date()) -> Duration {
    let database = folder + "/" + DeviceStore.databaseFileName
    let files = [database, database + "-wal"]
    let written = files.compactMap { path -> Date? in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
    guard let last = written.max() else { return .zero }
    let seconds = now.timeIntervalSince(last)
    guard seconds > 0 else { return .zero }
    return min(.milliseconds(Int64(seconds * 1000)), limit)
  }
}
