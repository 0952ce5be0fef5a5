import Testing

@Test func placeholderSessionEngineTests() { #expect(1 + 1 == 2) }
