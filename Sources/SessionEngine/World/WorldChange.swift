/// A change to the world outside the app: the phone, the clock, or the administrator's tenant.
///
/// The one vocabulary for every such change: the device (F4) and admin (F5) panels, tape lines
/// (`Device`, `Advance`, `Admin`), walkthroughs and `mamsim record` all make these values, and
/// `SessionRuntime.apply(_:)` carries them out, logs them and saves them with the device.
public enum WorldChange: Equatable, Hashable, Sendable, Codable {
  /// The phone changes.
  case device(DeviceChange)
  /// Time passes: the clock jumps forward, delivering what falls due on the way.
  case advanceClock(Duration)
  /// The administrator acts.
  case admin(AdminChange)
}
