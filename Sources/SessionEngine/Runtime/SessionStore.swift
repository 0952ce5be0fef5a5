/// Where a runtime keeps what must outlive its process, one app (bundle id) at a time.
///
/// The engine knows nothing of files or databases: a store hands out snapshots and takes them
/// back. Each step (an event handled and its effects performed) happens inside `step`, which a
/// store makes all-or-nothing, so what it keeps is always a state before or after a step.
public protocol SessionStore: AnyObject {
  /// Where the store keeps the device (a folder), for messages; nil when it is in memory.
  var location: String? { get }

  /// The snapshot saved for the app `bundleId`, or nil when the app was never run here.
  func loadSnapshot(bundleId: String) throws(SessionStoreError) -> RuntimeSnapshot?

  /// Runs one step of the app `bundleId` as one all-or-nothing change.
  ///
  /// `body` receives the snapshot to start from: `current`, or what the store holds when another
  /// process changed it since (and with what the apps share brought up to date). It returns the
  /// snapshot after the step and the effects it performed; the store saves both or neither.
  func step(
    bundleId: String, from current: RuntimeSnapshot,
    _ body: (RuntimeSnapshot) -> (RuntimeSnapshot, [SessionEffect])
  ) throws(SessionStoreError)
}
