import SessionEngine

/// Snapshots as canonical text, for comparing what was saved with what a replay saves.
public enum StoreSnapshotText {
  /// `snapshot` as JSON with sorted keys (secrets are never part of it).
  public static func canonical(_ snapshot: RuntimeSnapshot) throws(DeviceStoreError) -> String {
    try StoreJSON.text(snapshot)
  }
}
