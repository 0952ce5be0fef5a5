/// Something that happens to the session of one of the other MDX apps on the phone.
public enum MDXOtherAppAction: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The app logs on through Secure Hub (single sign-on with the enrolled user); refused while
  /// nobody is enrolled, Secure Hub is missing, the phone is locked or wiped by the administrator,
  /// or the app itself is wiped.
  case logon
  /// The app's session locks (its inactivity timer ran out, or the user signed off in it).
  case lock
  /// The administrator wipes that app: its session closes and its data, with its vault instance
  /// and last class-method result, is erased; it calls nothing until unwiped.
  case wipe
  /// The administrator lifts that app's wipe; it must log on again.
  case unwipe
}
