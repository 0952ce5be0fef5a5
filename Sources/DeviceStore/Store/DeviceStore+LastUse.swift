#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When each app on the device was last used, by the wall clock, so that the next session of an
/// app counts the time the phone lay unused since that app's own last step (`TimeAway`), not
/// since another app's.
///
/// The `app_use` table holds a row per app: the wall time of its last kept step, in
/// milliseconds since 1970. It is made when a device is opened for writing and lacks it, so a
/// device of an earlier mamsim opens as it is (its apps have no row until their next step).
extension DeviceStore {
  /// The statement that makes the table, when it is not there yet.
  static let lastUseTable =
    "CREATE TABLE IF NOT EXISTS app_use (bundle_id TEXT PRIMARY KEY, wall_ms INTEGER NOT NULL)"

  /// Makes the table when the device lacks it (a new device, or one an earlier mamsim kept);
  /// writes nothing when it is there.
  func makeLastUseTableIfMissing() throws(DeviceStoreError) {
    guard try !hasLastUseTable() else { return }
    try database.execute(Self.lastUseTable)
  }

  /// Whether the device has the table.
  private func hasLastUseTable() throws(DeviceStoreError) -> Bool {
    try database.scalar(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'app_use'")?.integer
      == 1
  }

  /// The system's wall clock, in milliseconds since 1970.
  static func systemWallClock() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
  }

  /// Records the wall clock's now as `bundleId`'s last use (inside the step's transaction).
  func markUsed(bundleId: String) throws(DeviceStoreError) {
    try database.run(
      "INSERT INTO app_use (bundle_id, wall_ms) VALUES (?, ?) "
        + "ON CONFLICT (bundle_id) DO UPDATE SET wall_ms = excluded.wall_ms",
      [.text(bundleId), .integer(wallClock())])
  }

  /// The wall time of `bundleId`'s last kept step, in milliseconds since 1970; nil when none
  /// was recorded (an app not installed, or not used since an earlier mamsim kept the device).
  public func lastUse(bundleId: String) throws(DeviceStoreError) -> Int64? {
    guard try hasLastUseTable() else { return nil }
    return try database.scalar(
      "SELECT wall_ms FROM app_use WHERE bundle_id = ?", [.text(bundleId)])?.integer
  }
}
