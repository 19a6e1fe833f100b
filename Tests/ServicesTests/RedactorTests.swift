import Foundation
import TestSupport
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

    @Test func keyShapedValues_areRemovedWhereverTheyAppear_andNothingElse() {
        let redactor = Redactor()
        #expect(
            redactor.redact("401 wrong appKey(0123abcd) format; again appKey(ffff)")
                == "401 wrong appKey([redacted]) format; again appKey([redacted])")
        #expect(redactor.redact("GET /a?hash=abc&ts=1&apikey=k k") == "GET /a?hash=[redacted]&ts=1&apikey=[redacted] k")
        #expect(redactor.redact("xhash=abc 해시=abc ?appid=k\"q\"") == "xhash=abc 해시=abc ?appid=[redacted]\"q\"")
        #expect(redactor.redact("Authorization: KakaoAK abc123, next") == "Authorization: KakaoAK [redacted], next")
        #expect(redactor.redact("편의점 appKey(열쇠) 끝 serviceKey=") == "편의점 appKey([redacted]) 끝 serviceKey=")
        #expect(redactor.redact("unclosed appKey(abc") == "unclosed appKey(abc")
    }

    @Test func percentEncodedSecrets_areRemovedToo() {
        let redactor = Redactor()
        redactor.register("a+b/c==")
        #expect(!redactor.redact("serviceKeyX=a%2Bb%2Fc%3D%3D").contains("a%2Bb"))
    }

    @Test func aLargeLog_isRotatedAtStart() throws {
        let path = TemporaryFolder.path("rot") + "/x.log"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: RequestLog.rotateAt + 1).write(to: URL(fileURLWithPath: path))
        RequestLog(path: path).write("fresh")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("fresh\n"))
        #expect(FileManager.default.fileExists(atPath: path + ".1"))
    }

    @Test func logLines_areStampedInUTC_likeISO8601() {
        #expect(RequestLog.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(
            RequestLog.timestamp(Date(timeIntervalSince1970: 1_798_938_245.9))
                == ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_798_938_245)))
        #expect(RequestLog.timestamp(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
    }

    @Test func theLog_neverHoldsAKey() throws {
        Redactor.shared.register("log-secret-12345")
        let path = TemporaryFolder.path("log") + "/x.log"
        let log = RequestLog(path: path)
        log.write("GET http://h/p?appid=log-secret-12345 → 401 wrong appKey(log-secret-12345) format")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("log-secret-12345"))
        #expect(text.contains("401"))
    }
}
