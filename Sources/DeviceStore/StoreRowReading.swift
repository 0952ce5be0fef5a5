import MDXEngine
import SessionEngine

/// Reads one row's JSON text as every type the store keeps in JSON, with the store's own reader
/// and decoder: the entry point of the fuzz harness's `store-json` reader (`bench/fuzz.sh`).
public enum StoreRowReading {
  /// How many of the stored types `bytes` reads as (0 when every one refuses it); the errors'
  /// text lengths are added to `refusals`, so nothing is optimized away.
  public static func typesRead(_ bytes: [UInt8], refusals: inout Int) -> Int {
    var read = 0
    func attempt<Value: Decodable>(_ type: Value.Type) {
      do {
        _ = try StoreJSON.decode(type, bytes, what: "the row")
        read += 1
      } catch {
        refusals &+= error.message.utf8.count
      }
    }
    attempt(RuntimeSnapshot.self)
    attempt(DeviceState.self)
    attempt(PinHashRecord.self)
    attempt([PinHashRecord].self)
    attempt(MDXStoredVault.self)
    attempt(MDXSessionSnapshot.self)
    return read
  }
}
