import Foundation
import Testing
@testable import Services

struct RedactorTests {
    @Test func registeredSecrets_andKeyParameters_areRemoved() {
        let redactor = Redactor()
        redactor.register("s3cr3t-key-value")
        let text = redactor.redact("GET https://x/y?appid=abc123&q=Seoul&apikey=zzz&hash=fff KakaoAK s3cr3t-key-value")
        #expect(!text.contains("s3cr3t"))
        #expect(!text.contains("abc123"))
        #expect(!text.contains("zzz"))
        #expect(!text.contains("fff"))
        #expect(text.contains("q=Seoul"))
    }

    @Test func percentEncodedSecrets_areRemovedToo() {
        let redactor = Redactor()
        redactor.register("a+b/c==")
        #expect(!redactor.redact("serviceKeyX=a%2Bb%2Fc%3D%3D").contains("a%2Bb"))
    }

    @Test func theLog_neverHoldsAKey() throws {
        Redactor.shared.register("log-secret-12345")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("onestep-log-\(UUID().uuidString)/x.log").path
        let log = RequestLog(path: path)
        log.write("GET http://h/p?appid=log-secret-12345 → 401 wrong appKey(log-secret-12345) format")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("log-secret-12345"))
        #expect(text.contains("401"))
    }
}
