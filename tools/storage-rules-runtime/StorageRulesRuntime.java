// The Cloud Storage emulator's rules runtime, for machines that cannot download Google's
// (cloud-storage-rules-runtime-*.jar; these have no internet). firebase-tools' Storage emulator
// runs `java -jar <runtime> serve` and talks to it in JSON lines on stdin and stdout
// (node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js): `load_ruleset` compiles a
// storage.rules source, `verify` evaluates one request against it. Both are answered here by the
// Firebase Rules compiler and evaluator that ship inside the Cloud SDK's Firestore emulator jar,
// which has the `firebase.storage` service too: the same language and engine, only this glue is
// ours. scripts/stack/emulators.ts builds it (javac, jar) and points STORAGE_EMULATOR_BINARY_PATH at it.
//
// Not supported: rules that read Firestore (firestore.get / firestore.exists): the evaluation
// fails and the request is refused, with a warning in the emulator's log.
//
// In the package of EmulatorRuleClient, the Firestore emulator's RuleClient, which is
// package-private there.
package com.google.cloud.datastore.emulator.impl.rules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

public final class StorageRulesRuntime {
  private static final Pattern VERSION_2 = Pattern.compile("rules_version\\s*=\\s*['\"]2['\"]");
  private static final FirebaseRulesProtoCompiler COMPILER =
      FirebaseRulesProtoCompiler.createStandalone(FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build());

  private final Map<String, AuthRuleEvaluator> rulesets = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
    StorageRulesRuntime runtime = new StorageRulesRuntime(out);
    // firebase-tools waits for a first answer, to the id -1, before it sends anything.
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    runtime.send(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) runtime.answer(line);
    }
  }

  /** One request, one answer: in order, one line each (firebase-tools parses each chunk it reads). */
  private void answer(String line) {
    JsonObject request = JsonParser.parseString(line).getAsJsonObject();
    JsonObject response = new JsonObject();
    response.add("id", request.get("id"));
    response.addProperty("status", "ok");
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    JsonObject result = new JsonObject();
    JsonObject context = request.has("context") ? request.getAsJsonObject("context") : new JsonObject();
    String action = request.has("action") ? request.get("action").getAsString() : "";
    try {
      switch (action) {
        case "load_ruleset" -> load(context, result, errors, warnings);
        case "verify" -> result.addProperty("permit", verify(context));
        default -> errors.add("unsupported action: " + action);
      }
    } catch (Exception e) {
      // A failed evaluation refuses the request, as in production; the rules' error goes to the
      // emulator's log ("storage.rules line [9], column [38]. Property admin is undefined on object.").
      if (action.equals("verify")) {
        result.addProperty("permit", false);
        Throwable cause = e instanceof java.util.concurrent.ExecutionException && e.getCause() != null ? e.getCause() : e;
        warnings.add(String.valueOf(cause.getMessage()));
      } else {
        errors.add(String.valueOf(e));
      }
    }
    response.add("result", result);
    response.add("errors", errors);
    response.add("warnings", warnings);
    send(response);
  }

  private void load(JsonObject context, JsonObject result, JsonArray errors, JsonArray warnings) {
    Source.Builder source = Source.newBuilder();
    StringBuilder text = new StringBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      String name = file.getAsJsonObject().get("name").getAsString();
      String content = file.getAsJsonObject().get("content").getAsString();
      source.addFiles(File.newBuilder().setName(name).setContent(content));
      text.append(content);
    }
    CompileResult compiled = COMPILER.compile(source.build());
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    result.addProperty("rulesVersion", VERSION_2.matcher(text).find() ? 2 : 1);
    if (compiled.hasCompilationError()) return;
    try {
      AuthRuleEvaluator evaluator = new EmulatorRuleClient(compiled.getRulesetAst(), null)
          .getEvaluator(AuthRuleEvaluator.AuthRuleEvaluatorRequest.release(context.get("rulesetName").getAsString()));
      rulesets.put(context.get("rulesetName").getAsString(), evaluator);
    } catch (Exception e) {
      errors.add(String.valueOf(e));
    }
  }

  private boolean verify(JsonObject context) throws Exception {
    AuthRuleEvaluator evaluator = rulesets.get(context.get("rulesetName").getAsString());
    if (evaluator == null) throw new IllegalStateException("no ruleset " + context.get("rulesetName"));
    AuthRuleEvaluator.RuleContext.Builder rule = AuthRuleEvaluator.RuleContext.builder()
        .service(context.get("service").getAsString())
        .method(context.get("method").getAsString())
        .path(context.get("path").getAsString());
    for (Map.Entry<String, JsonElement> variable : context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      JsonFormat.parser().merge(variable.getValue().toString(), value);
      rule.supplyVariable(variable.getKey(), value.build());
    }
    return evaluator.evaluate(rule.build()).get(30, TimeUnit.SECONDS).permit();
  }

  /** An issue as firebase-tools reads one (rules/manager.js): the protobuf's fields, underscored. */
  private static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject described = new JsonObject();
    described.addProperty("description_", issue.getDescription());
    described.add("sourcePosition_", position);
    return described.toString();
  }

  private synchronized void send(JsonObject message) {
    out.println(message);
    out.flush();
  }
}
