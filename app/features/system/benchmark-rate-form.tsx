import { ResourceForm } from "../resource/ResourceForm";
import { benchmarkScreen } from "./benchmark-rate";

// apart from the list's module, so the list page's first load carries no form code
export const BenchmarkForm = () => <ResourceForm def={benchmarkScreen} />;
