/// What the Citrix Endpoint Management administrator does to the app on this device.
public enum MDXAdminAction: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
  /// App lock: no MDX app can be reached.
  case appLock
  /// Lifts an App lock.
  case appUnlock
  /// App wipe: the account is removed and the device unenrolled; blocked until unwiped.
  case appWipe
  /// Lifts an App wipe so the user can enrol again.
  case appUnwipe
}
